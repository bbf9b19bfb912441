import type { ResourceModule } from '../kit/types';
import { MODERATION_FIELDS, moderationDerive } from '../moderation-common/moderation';
import { labelRules } from '../moderation-common/labels';

/** A question's length: what fits the product page's Q&A box. */
export const QUESTION_MAX = 300;

/**
 * Questions buyers ask on a product page (and common ones staff post, approved as they are made): the SPU, who
 * asked, the text (shown sanitised), moderated through the one state table, pinned, labelled with enabled question
 * labels. Its answers are the answers collection's.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'createTime', order: 'DESC' },
    actions: { export: true },
    fields: [
        { source: 'questionNo', type: 'text', readOnly: true, formHidden: true, unique: true, column: 'default', filter: 'optional', sortable: true },
        { source: 'spuId', type: 'ref', reference: 'spu', required: true, column: 'default', filter: 'alwaysOn' },
        { source: 'nickname', type: 'text', required: true, maxLength: 40, column: 'default' },
        { source: 'content', type: 'text', required: true, maxLength: QUESTION_MAX, column: 'default', filter: 'optional' },
        { source: 'labelIds', type: 'ref', reference: 'content-labels', many: true, column: 'default' },
        { source: 'top', type: 'bool', column: 'default', filter: 'optional' },
        { source: 'createTime', type: 'datetime', readOnly: true, formHidden: true, column: 'default', filter: 'optional', sortable: true },
        ...MODERATION_FIELDS,
    ],
};

/** Numbered by the server: Q and the time's last nine digits. */
export const derive = (record: Record<string, unknown>): Record<string, unknown> => ({
    ...moderationDerive(record),
    questionNo: record.questionNo ?? `Q${Date.now().toString().slice(-9)}`,
});

export const serverRules = labelRules('question');
