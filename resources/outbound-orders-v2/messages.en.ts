import { outboundEn } from '../diff-common/texts';

/** outbound-orders-v2 texts (resources.outbound-orders-v2), in English. */
export const outboundOrdersV2En = { resources: { 'outbound-orders-v2': { name: 'Outbound order (V2) |||| Outbound orders (V2)', ...outboundEn } } };
