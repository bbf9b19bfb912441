import type { ResourceModule } from '../kit/types';
import { ENABLE_DISABLE } from '../kit/statusActions';
import { customerServiceRules } from './rules';

export const CHAT_PROVIDERS = ['zendesk', 'freshchat', 'livechat', 'in_house'] as const;
export const CHAT_CHANNELS = ['web', 'app'] as const;
export const CHAT_PAGES = ['home', 'product', 'order', 'support', 'checkout'] as const;

/**
 * The live-chat entry of a site's websites and app: the chat provider and the address the chat button opens, where
 * it shows (channels and pages), the hours agents answer, and the message shown outside them. One record a site,
 * never created or deleted here: edited in a dialog on its list, enabled or disabled.
 */
export const description: ResourceModule['description'] = {
    actions: { dialog: {}, status: ENABLE_DISABLE },
    fields: [
        { source: 'provider', type: 'enum', choices: CHAT_PROVIDERS, column: 'default', required: true },
        { source: 'entryUrl', type: 'text', link: true, column: 'default', required: true, maxLength: 300 },
        { source: 'channels', type: 'enum', many: true, choices: CHAT_CHANNELS, column: 'default', required: true },
        { source: 'displayPages', type: 'enum', many: true, choices: CHAT_PAGES, column: 'pickable', required: true },
        { source: 'workingHours', type: 'text', column: 'default', required: true, maxLength: 11 },
        { source: 'offlineMessage', type: 'text', column: 'pickable', required: true, maxLength: 200 },
        { source: 'status', type: 'enum', choices: ['enabled', 'disabled'], column: 'default', required: true },
        { source: 'updateTime', type: 'datetime', readOnly: true, column: 'pickable' },
    ],
};

export const rules = customerServiceRules;
