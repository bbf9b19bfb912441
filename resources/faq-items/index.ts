import type { ResourceModule } from '../kit/types';
import { helpArticleFields, helpArticleRules } from './helpArticle';
import { ONLINE_OFFLINE } from '../kit/statusActions';

/** The FAQ's sections, as the service website groups its questions. */
export const FAQ_CATEGORIES = ['warranty', 'repair', 'orders', 'returns', 'software', 'account'] as const;

/**
 * The service website's FAQ (/cms_v2/faq), per site: a question (unique) and its answer, under a section, in a
 * language of the site, for some models or all; online questions show on the website in sort order, with the
 * count of readers who found them helpful (the website's, never edited here). Edited in a dialog on the list.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'question', order: 'ASC' },
    actions: {
        dialog: { create: true },
        export: true,
        status: ONLINE_OFFLINE,
    },
    fields: helpArticleFields(FAQ_CATEGORIES),
};

export const rules = helpArticleRules('faq-items');
