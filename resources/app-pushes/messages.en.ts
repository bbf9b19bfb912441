import { kitEn } from '../kit/messages.en';
import { REDIRECT_PARTS, redirectField } from '../kit/redirect/redirect';
import { LINK_PREFIX } from './rules';

const LINK = Object.fromEntries(REDIRECT_PARTS.map(part => [redirectField(LINK_PREFIX, part), kitEn.resources.kit.redirect.parts[part]]));

/** App push texts (resources.app-pushes), in English. */
export const appPushesEn = {
    resources: {
        'app-pushes': {
            name: 'App push |||| App pushes',
            fields: {
                templateCode: 'Template code',
                title: 'Title',
                content: 'Content',
                image: 'Image',
                linkType: 'Opens',
                ...LINK,
                platform: 'Platform',
                audience: 'Audience',
                userFile: 'User file',
                sendTime: 'Send time',
                status: 'Status',
                sentCount: 'Sent',
                deliveredCount: 'Delivered',
                openCount: 'Opened',
                updateTime: 'Updated',
            },
            choices: {
                linkType: kitEn.resources.kit.redirect.types,
                platform: { all: 'Android and iOS', android: 'Android', ios: 'iOS' },
                audience: { all: 'All users', segment: 'A segment', user_file: 'Users from a file' },
                status: { draft: 'Draft', scheduled: 'Scheduled', sent: 'Sent', cancelled: 'Cancelled' },
            },
            actions: { send: 'Send', cancel: 'Cancel', view: 'View', edit: 'Edit' },
            not_found: 'No push has this template code.',
            validation: {
                status_change: 'The status “%{from}” cannot change to “%{to}”',
                template_code: 'A template code is 3 to 40 capitals, digits or _, starting with a letter',
                file_required: 'Upload the file of users',
                send_time_required: 'A scheduled push needs a send time',
            },
        },
    },
};
