import { inboundZh } from '../diff-common/texts';

/** inbound-orders-v2 texts (resources.inbound-orders-v2), in Chinese. */
export const inboundOrdersV2Zh = { resources: { 'inbound-orders-v2': { name: '入库单（V2）', ...inboundZh } } };
