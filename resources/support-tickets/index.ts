import type { ResourceModule } from '../kit/types';
import { flowDerive, flowFields } from '../service-requests-common/flow';
import { TICKET_FLOW } from './flow';
import { TICKET_CATEGORIES, ticketRules } from './rules';

/**
 * A message sent from the support website's "Email us" form: who wrote (name, e-mail, mobile, country), about what
 * (category, model, IMEI, subject, message, attachments) and when. Customers' words are read-only here; staff move
 * it through its flow (flow.ts): a reply or a closing, each with its text, on its timeline.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'submitTime', order: 'DESC' },
    actions: { export: true, dialog: {} },
    fields: [
        { source: 'ticketNo', type: 'text', readOnly: true, unique: true, column: 'default', filter: 'optional', sortable: true },
        { source: 'subject', type: 'text', readOnly: true, required: true, maxLength: 120, column: 'default', filter: 'optional' },
        { source: 'category', type: 'enum', choices: TICKET_CATEGORIES, readOnly: true, required: true, column: 'default', filter: 'alwaysOn' },
        { source: 'name', type: 'text', readOnly: true, required: true, maxLength: 60, column: 'default' },
        { source: 'email', type: 'text', readOnly: true, required: true, maxLength: 100, column: 'pickable', filter: 'optional' },
        { source: 'mobile', type: 'text', readOnly: true, maxLength: 15, column: 'pickable' },
        { source: 'country', type: 'text', readOnly: true, maxLength: 60, column: 'pickable' },
        { source: 'modelId', type: 'ref', reference: 'service-models', readOnly: true, column: 'pickable' },
        { source: 'imei', type: 'text', readOnly: true, maxLength: 15, column: 'pickable' },
        { source: 'message', type: 'text', readOnly: true, required: true, maxLength: 2000 },
        { source: 'attachments', type: 'image', many: true, readOnly: true },
        ...flowFields(TICKET_FLOW),
        { source: 'submitTime', type: 'datetime', readOnly: true, formHidden: true, column: 'default', filter: 'optional', sortable: true },
    ],
};

export const rules = ticketRules;

/** A message starts new, numbered, at the time it came in (the server's). */
export const derive = (record: Record<string, unknown>): Record<string, unknown> => ({
    ...flowDerive(TICKET_FLOW)({ ...record, createTime: record.submitTime }),
    ticketNo: record.ticketNo ?? `EM${Date.now().toString().slice(-9)}`,
});
