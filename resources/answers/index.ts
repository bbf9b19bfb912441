import type { ResourceModule } from '../kit/types';
import { MODERATION_FIELDS, moderationDerive } from '../moderation-common/moderation';

export const ANSWERER_TYPES = ['official', 'buyer', 'user'] as const;

/** An answer's length: what fits under a question on the product page. */
export const ANSWER_MAX = 1000;

/**
 * Answers under product questions: the brand's official ones (written here or on the question's page, approved as
 * they are posted), buyers' of the product and other users' (moderated through the one state table). Who wrote it,
 * when, and how many found it useful are the server's.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'createTime', order: 'DESC' },
    actions: { export: true },
    fields: [
        { source: 'answerNo', type: 'text', readOnly: true, formHidden: true, unique: true, column: 'default', filter: 'optional', sortable: true },
        { source: 'questionId', type: 'ref', reference: 'questions', required: true, column: 'default', filter: 'alwaysOn' },
        { source: 'content', type: 'text', required: true, maxLength: ANSWER_MAX, column: 'default', filter: 'optional' },
        { source: 'answererType', type: 'enum', choices: ANSWERER_TYPES, formHidden: true, column: 'default', filter: 'alwaysOn' },
        { source: 'creator', type: 'text', readOnly: true, formHidden: true, column: 'default' },
        { source: 'likes', type: 'number', readOnly: true, formHidden: true, min: 0, max: 1_000_000, column: 'default', sortable: true },
        { source: 'createTime', type: 'datetime', readOnly: true, formHidden: true, column: 'default', filter: 'optional', sortable: true },
        ...MODERATION_FIELDS,
    ],
};

/** An answer made in the back office is the brand's official one, numbered by the server, with no likes yet. */
export const derive = (record: Record<string, unknown>): Record<string, unknown> => ({
    ...moderationDerive(record),
    answererType: record.answererType ?? 'official',
    answerNo: record.answerNo ?? `A${Date.now().toString().slice(-9)}`,
    likes: record.likes ?? 0,
});
