import { inboundEn } from '../diff-common/texts';

/** inbound-orders-v2 texts (resources.inbound-orders-v2), in English. */
export const inboundOrdersV2En = { resources: { 'inbound-orders-v2': { name: 'Inbound order (V2) |||| Inbound orders (V2)', ...inboundEn } } };
