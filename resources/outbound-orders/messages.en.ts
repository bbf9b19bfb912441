import { outboundEn } from '../diff-common/texts';

/** outbound-orders texts (resources.outbound-orders), in English. */
export const outboundOrdersEn = { resources: { 'outbound-orders': { name: 'Outbound order (WMS) |||| Outbound orders (WMS)', ...outboundEn } } };
