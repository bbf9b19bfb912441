import { activityCommonEn, commonFieldsEn, onlineChoicesEn, redirectLabelsEn } from '../activity-common/texts';
import { appCommonEn } from '../app-common/texts';

const redirect = redirectLabelsEn('jump');

/** Bottom tab texts (resources.menu-tabs), in English; the redirect block's are the kit's. */
export const menuTabsEn = {
    resources: {
        'menu-tabs': {
            name: 'Bottom tab |||| Bottom tabs',
            fields: { ...commonFieldsEn, ...redirect.fields, sort: 'Order', tabName: 'Tab name', iconNormal: 'Icon', iconSelected: 'Icon (selected)' },
            choices: { ...redirect.choices, status: onlineChoicesEn },
            validation: { too_many_online: 'The tab bar holds at most %{max} tabs online: take one offline first' },
        },
    },
};

export { activityCommonEn, appCommonEn };
