import { completeEnMessages as enMessages } from '../../../resources/completeTexts.en';
import { normaliseRecord, referenceErrors, validateRecord } from '../../../resources/kit/validate';
import type { FieldError, FieldErrors } from '../../../resources/kit/types';
import { redirectWhitelistErrors } from '../../../resources/kit/redirect/whitelist';
import { db } from '../store';
import { kitCollection } from '.';

/** The English text of a field error (translation key and arguments, or a rule's literal text), for `msg`. */
export const englishText = (error: FieldError): string => {
    const { message, args } = typeof error === 'string' ? { message: error, args: {} } : { message: error.message, args: error.args ?? {} };
    const template = message.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], enMessages);
    const text = typeof template === 'string' ? template : message;
    return text.replace(/%\{(\w+)\}/g, (_, name: string) => String(args[name] ?? ''));
};

/** The update time of an audited record. */
const AUDIT_TIME = 'updateTime';

export const UNIQUE_ERROR = 'resources.kit.validation.unique';
export const CYCLE_ERROR = 'resources.kit.validation.parent_cycle';

/** A tree's record may not sit below itself: walking up from its new parent must not reach it. */
const formsCycle = (id: unknown, parent: unknown, others: readonly Record<string, unknown>[], parentField: string): boolean => {
    const seen = new Set<string>();
    for (let at = parent; at !== null && at !== undefined && at !== ''; ) {
        if (String(at) === String(id)) return true;
        if (seen.has(String(at))) return false;
        seen.add(String(at));
        at = others.find(row => String(row.id) === String(at))?.[parentField];
    }
    return false;
};

/**
 * A write to a kit collection as the real backend would take it: values normalised (numbers typed as text become
 * numbers), the resource's own validator (the one the form runs), references to records of the same scope, and
 * unique fields unique within the scope. The
 * field errors go back under `errors` (react-admin shows them at their fields), the first one's English text as
 * `msg`. Undefined for collections outside the kit.
 */
export const checkKitWrite = (
    collection: string,
    values: Record<string, unknown>,
    scope: Record<string, unknown>,
): undefined | { record: Record<string, unknown> } | { message: string; errors: FieldErrors } => {
    const kit = kitCollection(collection);
    if (!kit) return undefined;
    const { description } = kit.module;
    const normalised = normaliseRecord(description, values);
    const record = { ...normalised, ...kit.module.derive?.(normalised) };
    const errors = validateRecord(description, record, kit.module.rules);
    // Rules over other collections read their rows in the same scope (the same site).
    const inScope = (row: Record<string, unknown>) => Object.entries(scope).every(([key, value]) => !(key in row) || row[key] === value);
    const rowsInScope = (name: string) => (db.collections.get(name)?.all() ?? []).filter(inScope);
    const exists = (name: string, id: unknown) => {
        const row = db.collections.get(name)?.get(String(id));
        return row !== undefined && inScope(row);
    };
    for (const [source, error] of Object.entries(referenceErrors(description, record, exists))) errors[source] ??= error;
    for (const [source, error] of Object.entries(kit.module.serverRules?.(record, rowsInScope) ?? {})) errors[source] ??= error;
    // The redirect block's own server rule, for every resource that has the block: H5 links within the site's URL whitelist.
    for (const [source, error] of Object.entries(redirectWhitelistErrors(description.fields, record, rowsInScope))) errors[source] ??= error;
    const others = db.collections
        .get(collection)!
        .all()
        .filter(row => String(row.id) !== String(record.id) && Object.entries(scope).every(([key, value]) => row[key] === value));
    for (const field of description.fields.filter(field => field.unique)) {
        // An empty value is no value: any number of records may leave an optional unique field blank.
        const value = record[field.source];
        if (value === undefined || value === null || value === '') continue;
        if (!errors[field.source] && others.some(row => String(row[field.source]) === String(value))) {
            errors[field.source] = UNIQUE_ERROR;
        }
    }
    const parentField = description.parentField;
    if (parentField && !errors[parentField] && record.id !== undefined && formsCycle(record.id, record[parentField], others, parentField)) {
        errors[parentField] = CYCLE_ERROR;
    }
    const first = Object.values(errors)[0];
    if (first) return { message: englishText(first), errors };
    // The update time of an audited record is the server's to keep: every accepted write stamps it.
    if (description.fields.some(field => field.source === AUDIT_TIME)) record[AUDIT_TIME] = new Date().toISOString();
    return { record };
};
