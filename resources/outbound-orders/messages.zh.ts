import { outboundZh } from '../diff-common/texts';

/** outbound-orders texts (resources.outbound-orders), in Chinese. */
export const outboundOrdersZh = { resources: { 'outbound-orders': { name: '出库单（WMS）', ...outboundZh } } };
