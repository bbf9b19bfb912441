import type { FieldErrors, ResourceModule } from '../kit/types';
import { ENABLE_DISABLE } from '../kit/statusActions';
import { LABEL_TYPES } from '../moderation-common/labels';

/** A label's title in each language: at most 20 characters, as it fits a chip under a review. */
export const LABEL_TITLE_MAX = 20;

/**
 * Content labels per site: a title in English and Chinese (each unique on the site), what it is meant for (reviews
 * or questions), the SPUs it applies to (none: every product), its place in the website's label row and whether it
 * is offered. Reviews and questions take only enabled labels of their kind (moderation-common/labels.ts).
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'sort', order: 'ASC' },
    actions: { export: true, status: ENABLE_DISABLE },
    fields: [
        { source: 'title', type: 'text', column: 'default', filter: 'alwaysOn', required: true, unique: true, maxLength: LABEL_TITLE_MAX, sortable: true },
        { source: 'titleZh', type: 'text', column: 'default', required: true, unique: true, maxLength: LABEL_TITLE_MAX },
        { source: 'labelType', type: 'enum', choices: LABEL_TYPES, column: 'default', filter: 'alwaysOn', required: true },
        { source: 'spuIds', type: 'ref', reference: 'spu', many: true, column: 'pickable' },
        { source: 'sort', type: 'number', column: 'default', required: true, min: 0, max: 999, sortable: true },
        { source: 'status', type: 'enum', choices: ['enabled', 'disabled'], column: 'default', filter: 'alwaysOn', required: true },
        { source: 'updateTime', type: 'datetime', readOnly: true, formHidden: true, column: 'pickable', sortable: true },
        { source: 'lastOperator', type: 'text', readOnly: true, formHidden: true, column: 'pickable' },
    ],
};

/** A title is words, not markup or a lone symbol: letters (any script), digits, spaces and - & + . */
const TITLE = /^[\p{L}\p{N}][\p{L}\p{N} &+.-]*$/u;

export const rules = (record: Record<string, unknown>): FieldErrors => {
    const errors: FieldErrors = {};
    for (const source of ['title', 'titleZh']) {
        const value = record[source];
        if (typeof value === 'string' && value.trim() !== '' && !TITLE.test(value.trim())) errors[source] = 'resources.content-labels.validation.title';
    }
    return errors;
};
