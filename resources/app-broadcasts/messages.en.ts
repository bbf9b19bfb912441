import { kitEn } from '../kit/messages.en';
import { REDIRECT_PARTS, redirectField } from '../kit/redirect/redirect';

const JUMP = Object.fromEntries(REDIRECT_PARTS.map(part => [redirectField('jump', part), kitEn.resources.kit.redirect.parts[part]]));

/** Announcement bar texts (resources.app-broadcasts), in English. */
export const appBroadcastsEn = {
    resources: {
        'app-broadcasts': {
            name: 'Announcement |||| Announcements',
            fields: {
                content: 'Message',
                pages: 'Shown on',
                jumpType: 'Jump to',
                ...JUMP,
                startTime: 'Shown from',
                endTime: 'Shown until',
                sort: 'Sort',
                status: 'Status',
                creator: 'Created by',
                createTime: 'Created',
                lastEditor: 'Last edited by',
                updateTime: 'Updated',
            },
            choices: {
                pages: {
                    home: 'Home',
                    category: 'Categories',
                    product_detail: 'Product detail',
                    cart: 'Cart',
                    order_list: 'My orders',
                    me: 'Me',
                    support: 'Support',
                },
                jumpType: kitEn.resources.kit.redirect.types,
                status: { online: 'Online', offline: 'Offline' },
            },
        },
    },
};
