import { outboundZh } from '../diff-common/texts';

/** outbound-orders-v2 texts (resources.outbound-orders-v2), in Chinese. */
export const outboundOrdersV2Zh = { resources: { 'outbound-orders-v2': { name: '出库单（V2）', ...outboundZh } } };
