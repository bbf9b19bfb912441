import { supportHomeSlotsZh } from '../support-home-slots/messages.zh';

const SLOTS = supportHomeSlotsZh.resources['support-home-slots'];

/** 服务站首页文案（resources.support-page-slots），中文：与品牌服务首页相同。 */
export const supportPageSlotsZh = {
    resources: {
        'support-page-slots': { ...SLOTS, name: '服务站首页位' },
    },
};
