import { inboundEn } from '../diff-common/texts';

/** inbound-orders texts (resources.inbound-orders), in English. */
export const inboundOrdersEn = { resources: { 'inbound-orders': { name: 'Inbound order (WMS) |||| Inbound orders (WMS)', ...inboundEn } } };
