import type { ResourceModule } from '../kit/types';
import { supportTextRules, supportTextServerRules } from './rules';

/**
 * A UI text of the support website: its key (`module.part.name`), the module it belongs to (the key's first part),
 * the language (`xx-YY`) and the text the website shows in it.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'textKey', order: 'ASC' },
    perPage: 50,
    actions: { dialog: { create: true }, import: true, export: true, delete: true },
    fields: [
        { source: 'textKey', type: 'text', column: 'default', filter: 'alwaysOn', required: true, maxLength: 80, sortable: true },
        { source: 'module', type: 'text', column: 'default', filter: 'alwaysOn', readOnly: true, formHidden: true, sortable: true },
        { source: 'language', type: 'text', column: 'default', filter: 'alwaysOn', required: true, maxLength: 5, sortable: true },
        { source: 'text', type: 'text', column: 'default', filter: 'optional', required: true, maxLength: 500 },
        { source: 'updateTime', type: 'datetime', readOnly: true, column: 'default', sortable: true },
    ],
};

export const rules = supportTextRules;
export const serverRules = supportTextServerRules;

/** A key's module is its first part, kept by the server. */
export const derive: ResourceModule['derive'] = record => (typeof record.textKey === 'string' ? { module: record.textKey.trim().split('.')[0] } : {});
