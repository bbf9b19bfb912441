import type { ResourceModule } from '../kit/types';
import { MODERATION_FIELDS, moderationDerive } from '../moderation-common/moderation';

export const REPLIER_TYPES = ['official', 'user'] as const;

/** A reply's length: what fits under a review on the product page. */
export const REPLY_MAX = 500;

/**
 * Replies under reviews: a buyer's (moderated like the review) or the brand's official one, written here or from
 * the review's page, approved as it is posted. Who wrote it and when are the server's.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'createTime', order: 'DESC' },
    actions: { export: true, dialog: { create: true } },
    fields: [
        { source: 'replyNo', type: 'text', readOnly: true, formHidden: true, unique: true, column: 'default', filter: 'optional' },
        { source: 'reviewId', type: 'ref', reference: 'reviews', required: true, column: 'default', filter: 'alwaysOn' },
        { source: 'content', type: 'text', required: true, maxLength: REPLY_MAX, column: 'default', filter: 'optional' },
        { source: 'replierType', type: 'enum', choices: REPLIER_TYPES, formHidden: true, column: 'default', filter: 'alwaysOn' },
        { source: 'creator', type: 'text', readOnly: true, formHidden: true, column: 'default' },
        { source: 'createTime', type: 'datetime', readOnly: true, formHidden: true, column: 'default', filter: 'optional', sortable: true },
        ...MODERATION_FIELDS,
    ],
};

/** A reply made in the back office is the brand's official one, numbered by the server. */
export const derive = (record: Record<string, unknown>): Record<string, unknown> => ({
    ...moderationDerive(record),
    replierType: record.replierType ?? 'official',
    replyNo: record.replyNo ?? `RR${Date.now().toString().slice(-9)}`,
});
