import type { FieldDescription, ResourceDescription } from '../kit/types';
import { LIVE_STATUSES } from './publishPages';

/**
 * A page made by a collection (home modules, footer links, the app download page …), as the site would show it
 * once published: what of it is live (the statuses a publish job publishes, publishPages.ts), in the page's order,
 * each record as a section built from its described fields. The frame that shows it sanitises the result again.
 */

const escapeText = (value: unknown): string => String(value ?? '').replace(/[&<>"']/g, character => `&#${character.charCodeAt(0)};`);

/** The list filter of what the site shows: the live statuses of the page's status field, if it has one. */
export const livePageFilter = (description: ResourceDescription): Record<string, unknown> => {
    const status = description.fields.find(field => field.source === 'status');
    const live = status?.choices?.filter(choice => LIVE_STATUSES.includes(choice)) ?? [];
    return live.length > 0 ? { status: live } : {};
};

/** Fields a visitor reads: not the back office's own (order, audit times, status, ids). */
const shown = (field: FieldDescription) => !field.readOnly && !field.formHidden && field.source !== 'status';

/** How the preview reads an enum value and a scope group's name: the screens' own labels, in the language on show. */
export type ChoiceLabel = (source: string, value: unknown) => string;

/** One record as a section: its heading, pictures, body, captions and link, as the site lays a module out. */
const sectionOf = (fields: readonly FieldDescription[], record: Record<string, unknown>, label: ChoiceLabel): string => {
    const texts = fields.filter(field => field.type === 'text' && !field.link);
    const heading = texts[0];
    const title = heading ? escapeText(record[heading.source]) : '';
    const parts: string[] = title ? [`<h3>${title}</h3>`] : [];
    const captions = fields
        .filter(field => field.type === 'enum' && record[field.source] !== undefined && record[field.source] !== null)
        .map(field => escapeText(label(field.source, record[field.source])));
    if (captions.length > 0) parts.push(`<p><small>${captions.join(' · ')}</small></p>`);
    for (const field of fields.filter(field => field.type === 'image')) {
        const images = ([] as unknown[]).concat(record[field.source] ?? []).filter(source => typeof source === 'string' && source !== '');
        parts.push(...images.map(source => `<img src="${escapeText(source)}" alt="${title}" style="max-width: 100%">`));
    }
    for (const field of texts.slice(1)) {
        if (record[field.source]) parts.push(`<p>${escapeText(record[field.source])}</p>`);
    }
    // Rich text is the body as its editor wrote it; the frame's sanitising keeps only what is safe of it.
    for (const field of fields.filter(field => field.type === 'richtext')) {
        if (typeof record[field.source] === 'string') parts.push(String(record[field.source]));
    }
    for (const field of fields.filter(field => field.type === 'text' && field.link)) {
        const url = record[field.source];
        if (typeof url === 'string' && url !== '') parts.push(`<p><a href="${escapeText(url)}">${title || escapeText(url)}</a></p>`);
    }
    return `<section style="border-bottom: 1px solid #ddd; padding: 8px 0">${parts.join('')}</section>`;
};

/**
 * The page's HTML: the live records in the order given, grouped by the description's hand-order scope (a home page
 * per platform) under the group's name when there are several groups.
 */
export const pagePreviewHtml = (description: ResourceDescription, records: readonly Record<string, unknown>[], label: ChoiceLabel): string => {
    const fields = description.fields.filter(shown);
    const scope = description.actions?.handOrder?.scope ?? [];
    // The group fields name the section; within it they would repeat on every record.
    const sectionFields = fields.filter(field => !scope.includes(field.source));
    const groups = new Map<string, Record<string, unknown>[]>();
    for (const record of records) {
        const key = scope.map(source => label(source, record[source])).join(' · ');
        groups.set(key, [...(groups.get(key) ?? []), record]);
    }
    return [...groups.entries()]
        .map(([name, members]) => (groups.size > 1 && name ? `<h2>${escapeText(name)}</h2>` : '') + members.map(record => sectionOf(sectionFields, record, label)).join(''))
        .join('');
};
