import type { ResourceModule } from '../kit/types';
import { FAULT_CATEGORIES } from '../fault-types/index';
import { helpArticleFields, helpArticleRules } from '../faq-items/helpArticle';
import { ONLINE_OFFLINE } from '../kit/statusActions';

/**
 * Troubleshooting guides of the service website (/cms_v2/troubleshooting), per site: the FAQ's shape with a symptom
 * (unique) as the question and the steps as the answer, under the fault-type dictionary's categories, with pictures
 * of the steps. Edited in a dialog on the list.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'question', order: 'ASC' },
    actions: {
        dialog: { create: true },
        export: true,
        status: ONLINE_OFFLINE,
    },
    fields: helpArticleFields(FAULT_CATEGORIES, [{ source: 'images', type: 'image', many: true }]),
};

export const rules = helpArticleRules('troubleshooting-guides');
