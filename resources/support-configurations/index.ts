import type { ResourceModule } from '../kit/types';
import { supportConfigurationRules } from './rules';

/**
 * The support website's basics of a site: the hotline and its working hours, the support e-mail, the WhatsApp
 * number, the logo, the announcement bar and whether the chat entry shows. One a site: never created or deleted.
 */
export const description: ResourceModule['description'] = {
    actions: { dialog: {} },
    fields: [
        { source: 'hotline', type: 'text', column: 'default', required: true, maxLength: 20 },
        { source: 'workingHours', type: 'text', column: 'default', required: true, maxLength: 60 },
        { source: 'supportEmail', type: 'text', column: 'default', required: true, maxLength: 100 },
        { source: 'whatsappNumber', type: 'text', column: 'pickable', maxLength: 16 },
        { source: 'logo', type: 'image', required: true },
        { source: 'announcement', type: 'text', column: 'pickable', maxLength: 200 },
        { source: 'chatEntryEnabled', type: 'bool', column: 'default' },
        { source: 'updateTime', type: 'datetime', readOnly: true, column: 'default' },
    ],
};

export const rules = supportConfigurationRules;
