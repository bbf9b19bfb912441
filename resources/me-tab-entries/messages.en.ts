import { activityCommonEn, onlineChoicesEn, redirectLabelsEn } from '../activity-common/texts';

const redirect = redirectLabelsEn('jump');

/** Me tab entry texts (resources.me-tab-entries), in English; the redirect block's are the kit's. */
export const meTabEntriesEn = {
    resources: {
        'me-tab-entries': {
            name: 'Me tab entry |||| Me tab entries',
            fields: { ...redirect.fields, sort: 'Order', title: 'Title', icon: 'Icon', badgeText: 'Badge', status: 'Status', updateTime: 'Updated' },
            choices: { ...redirect.choices, status: onlineChoicesEn },
            validation: { jump_needed: 'An entry opens something: choose where it jumps' },
        },
    },
};

export { activityCommonEn };
