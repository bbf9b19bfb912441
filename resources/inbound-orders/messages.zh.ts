import { inboundZh } from '../diff-common/texts';

/** inbound-orders texts (resources.inbound-orders), in Chinese. */
export const inboundOrdersZh = { resources: { 'inbound-orders': { name: '入库单（WMS）', ...inboundZh } } };
