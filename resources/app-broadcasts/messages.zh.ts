import { kitZh } from '../kit/messages.zh';
import { REDIRECT_PARTS, redirectField } from '../kit/redirect/redirect';

const JUMP = Object.fromEntries(REDIRECT_PARTS.map(part => [redirectField('jump', part), kitZh.resources.kit.redirect.parts[part]]));

/** Announcement bar texts (resources.app-broadcasts), in Chinese. */
export const appBroadcastsZh = {
    resources: {
        'app-broadcasts': {
            name: '公告',
            fields: {
                content: '公告内容',
                pages: '展示页面',
                jumpType: '跳转',
                ...JUMP,
                startTime: '展示开始',
                endTime: '展示结束',
                sort: '排序',
                status: '状态',
                creator: '创建人',
                createTime: '创建时间',
                lastEditor: '最后编辑人',
                updateTime: '更新时间',
            },
            choices: {
                pages: {
                    home: '首页',
                    category: '分类',
                    product_detail: '商品详情',
                    cart: '购物车',
                    order_list: '我的订单',
                    me: '我的',
                    support: '服务',
                },
                jumpType: kitZh.resources.kit.redirect.types,
                status: { online: '上线', offline: '下线' },
            },
        },
    },
};
