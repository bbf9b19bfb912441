import type { FieldDescription, FieldErrors } from '../kit/types';
import { SERVICE_COUNTRY_FORMATS } from '../service-countries/rules';

/**
 * The shape the FAQ and the troubleshooting guides share: a question (a symptom) and its answer (the steps), under a
 * category, in a language, for some models (none: every model), sorted, online or offline, with the website's
 * helpful count and the audit time.
 */
export const helpArticleFields = (categories: readonly string[], extra: readonly FieldDescription[] = []): FieldDescription[] => [
    { source: 'category', type: 'enum', choices: categories, column: 'default', filter: 'alwaysOn', required: true },
    { source: 'question', type: 'text', column: 'default', filter: 'alwaysOn', required: true, unique: true, maxLength: 200, sortable: true },
    { source: 'answer', type: 'richtext', required: true },
    ...extra,
    { source: 'modelIds', type: 'ref', reference: 'service-models', many: true, column: 'pickable' },
    { source: 'language', type: 'text', column: 'default', filter: 'optional', required: true, maxLength: 10 },
    { source: 'sort', type: 'number', column: 'default', min: 0, max: 999, sortable: true },
    { source: 'helpfulCount', type: 'number', readOnly: true, column: 'pickable', sortable: true },
    { source: 'status', type: 'enum', choices: ['online', 'offline'], column: 'default', filter: 'alwaysOn', required: true },
    { source: 'updateTime', type: 'datetime', readOnly: true, column: 'pickable', sortable: true },
];

/** The language is a tag of language and region, as the site's (en-IN, zh-CN). */
export const helpArticleRules =
    (collection: string) =>
    (record: Record<string, unknown>): FieldErrors => {
        const language = record.language;
        if (language === undefined || language === null || String(language).trim() === '') return {};
        return SERVICE_COUNTRY_FORMATS.language.test(String(language).trim()) ? {} : { language: `resources.${collection}.validation.language` };
    };
