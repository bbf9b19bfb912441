import type { ResourceEntry } from './types';

/** A record's name from the description's `representation` ('%{spuName} (%{spuId})', or a field name). */
export const representRecord = (entry: Pick<ResourceEntry, 'representation'>, record: Record<string, unknown> | undefined): string => {
    if (!record) return '';
    const template = entry.representation.includes('%{') ? entry.representation : `%{${entry.representation}}`;
    return template.replace(/%\{(\w+)\}/g, (_, field: string) => String(record[field] ?? ''));
};
