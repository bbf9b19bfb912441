import type { StatusAction } from '../kit/types';

/**
 * What the messaging screens share (templates, the send log, SMS subscriptions and their products): the languages a
 * message is written in, and the enable/close pair of a template or a subscription plan.
 */
export const MESSAGE_LANGUAGES = ['en', 'hi', 'id', 'zh', 'es', 'it', 'fr', 'tr'] as const;

export const MESSAGE_STATUSES = ['enabled', 'closed'] as const;

/** A closed template or plan sends nothing until it is enabled again (labels: the collection's `actions`). */
export const enableClose = (collection: string): StatusAction => ({
    field: 'status',
    transitions: [
        { from: ['enabled'], to: 'closed', labelKey: `resources.${collection}.actions.close` },
        { from: ['closed'], to: 'enabled', labelKey: `resources.${collection}.actions.enable` },
    ],
});
