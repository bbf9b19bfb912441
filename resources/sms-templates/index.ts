import type { ResourceModule } from '../kit/types';
import { enableClose, MESSAGE_LANGUAGES, MESSAGE_STATUSES } from '../sms-common/choices';
import { deriveCount, templateRules } from './rules';

export const SCENARIOS = ['otp', 'order_placed', 'payment_success', 'shipped', 'delivered', 'cod_confirm', 'refund', 'prebook', 'restock', 'marketing'] as const;
export const CHANNELS = ['sms', 'email', 'push', 'in_app'] as const;

/**
 * Message templates (E25) per scenario, channel and language: the content with its `{variables}` declared, sample
 * values for the preview, and for an SMS the sender ID, DLT template ID and the encoding, characters and parts it
 * costs (computed, base/smsText.ts). Edited at /sms/message/edit?id=; enabled and closed by a row action.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'templateCode', order: 'ASC' },
    actions: { export: true, status: enableClose('sms-templates') },
    fields: [
        { source: 'templateCode', type: 'text', column: 'default', filter: 'alwaysOn', required: true, unique: true, maxLength: 40, sortable: true },
        { source: 'templateName', type: 'text', column: 'default', filter: 'optional', required: true, maxLength: 100, sortable: true },
        { source: 'channel', type: 'enum', choices: CHANNELS, column: 'default', filter: 'alwaysOn', required: true },
        { source: 'scenario', type: 'enum', choices: SCENARIOS, column: 'default', filter: 'alwaysOn', required: true },
        { source: 'language', type: 'enum', choices: MESSAGE_LANGUAGES, column: 'default', filter: 'alwaysOn', required: true },
        { source: 'title', type: 'text', column: 'pickable', maxLength: 100 },
        { source: 'content', type: 'text', required: true, maxLength: 1000 },
        { source: 'variables', type: 'text', column: 'pickable', maxLength: 300 },
        { source: 'sampleValues', type: 'json' },
        { source: 'senderId', type: 'text', column: 'pickable', maxLength: 11 },
        { source: 'dltTemplateId', type: 'text', column: 'pickable', filter: 'optional', maxLength: 19 },
        { source: 'encoding', type: 'enum', choices: ['gsm7', 'ucs2'], column: 'pickable', formHidden: true },
        { source: 'characters', type: 'number', column: 'pickable', formHidden: true, sortable: true },
        { source: 'smsParts', type: 'number', column: 'default', formHidden: true, sortable: true },
        { source: 'status', type: 'enum', choices: MESSAGE_STATUSES, column: 'default', filter: 'alwaysOn', required: true },
        { source: 'updateTime', type: 'datetime', readOnly: true, column: 'pickable', sortable: true },
    ],
};

export const rules = templateRules;
export const derive = deriveCount;
