import { kitEn } from '../kit/messages.en';
import { REDIRECT_PARTS, redirectField } from '../kit/redirect/redirect';

const JUMP = Object.fromEntries(REDIRECT_PARTS.map(part => [redirectField('jump', part), kitEn.resources.kit.redirect.parts[part]]));

/** App ad texts (resources.app-ads), in English. */
export const appAdsEn = {
    resources: {
        'app-ads': {
            name: 'App ad |||| App ads',
            fields: {
                title: 'Title',
                positionType: 'Position',
                image: 'Picture',
                jumpType: 'Jump to',
                ...JUMP,
                startTime: 'Shown from',
                endTime: 'Shown until',
                frequency: 'Frequency',
                audience: 'Audience',
                sort: 'Sort',
                status: 'Status',
                creator: 'Created by',
                createTime: 'Created',
                lastEditor: 'Last edited by',
                updateTime: 'Updated',
            },
            choices: {
                positionType: { splash: 'Splash screen', popup: 'Popup', floating: 'Floating button', banner: 'Banner' },
                jumpType: kitEn.resources.kit.redirect.types,
                frequency: { every_launch: 'Every launch', once_per_day: 'Once a day', once: 'Once' },
                audience: { all: 'All users', new_users: 'New users', members: 'Members' },
                status: { online: 'Online', offline: 'Offline' },
            },
        },
    },
};
