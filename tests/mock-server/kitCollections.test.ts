import { describe, expect, it, vi } from 'vitest';
import { kitCollections } from '../../mock-server/db/kit';
import { checkKitWrite, englishText } from '../../mock-server/db/kit/checkWrite';
import { db } from '../../mock-server/db/store';
import type { ResourceRecord } from '../../resources/kit/types';
import { isActivityDescription, isAllowed } from '../../resources/kit/activityStatus';
import { call, expectRestFailure, signIn, totalOf, type Envelope } from './client';

/**
 * Every collection of the resource kit, whatever it is: the mock serves it from its description in the
 * ra-data-simple-rest contract (filter, sort, page on the server) and refuses writes its validator refuses, with
 * the validator's text. New resources are covered by adding them to the registry.
 */
const KITS = kitCollections().map(kit => [kit.entry.collection, kit] as const);

/** Values in non-decreasing order (numbers as numbers, text as people sort it, empty first). */
const inOrder = (values: unknown[]): boolean =>
    values.every((value, index) => {
        if (index === 0) return true;
        const before = values[index - 1];
        if (before === null || before === undefined) return true;
        if (value === null || value === undefined) return false;
        return typeof value === 'number' ? (before as number) <= value : String(before).localeCompare(String(value), 'en', { numeric: true }) <= 0;
    });

// The first call to orders seeds 105,000 of them (seconds on a busy machine).
vi.setConfig({ testTimeout: 60_000 });

/** A range that holds every row of a site (orders: 12,500). */
const ALL = 99_999;

interface Failure extends Envelope {
    errors?: Record<string, unknown>;
}

describe.each(KITS)('kit collection %s', (collection, kit) => {
    const { description } = kit.module;
    // A resource of some markets only (pincodes: in; the app's V2 screens: tr) on its first site.
    const site = kit.entry.siteScoped ? (kit.seed.sites?.[0] ?? 'in') : undefined;
    const list = async (token: string, query: Record<string, unknown> = {}) =>
        call<ResourceRecord[]>(`/${collection}`, { token, site: site ?? 'in', query });

    it('holds seeded rows of the types its description gives, so a client may save back a record as it read it', () => {
        // Orders are never written by a plain write (405), and 105,000 of them would take the check minutes.
        if (collection === 'orders') return;
        const rows = db.collections.get(collection)!.all().slice(0, 300);
        const refused = rows.flatMap(row => {
            const scope = Object.fromEntries(['siteCode', 'dataType'].filter(key => key in row).map(key => [key, row[key]]));
            const outcome = checkKitWrite(collection, { ...row }, scope);
            return outcome && 'errors' in outcome ? [{ id: row.id, errors: outcome.errors }] : [];
        });
        // Rules that compare a record with the others (unique values, an activity per SKU at a time) are not the point here.
        const typeErrors = refused.filter(({ errors }) => Object.values(errors).some(error => typeof error === 'string' && error.startsWith('resources.kit.validation.') && error !== 'resources.kit.validation.unique'));
        expect(typeErrors.slice(0, 3)).toEqual([]);
    });

    it('pages with Content-Range over its seeded rows', async () => {
        const token = await signIn('admin');
        // Rows computed from other collections (the stock ledger) are as many as the store holds for the site.
        const count = kit.seed.computed ? db.collections.get(collection)!.all().filter(row => !site || row.siteCode === site).length : kit.seed.count;
        expect(count).toBeGreaterThan(0);
        const first = await list(token, { range: [0, 4] });
        expect(first.status).toBe(200);
        expect(first.body).toHaveLength(Math.min(5, count));
        expect(totalOf(first.headers)).toBe(count);
        // A collection of fewer rows (one settings record per site) ends its first page at its last row.
        expect(first.headers.get('Content-Range')).toBe(`${collection} 0-${Math.min(4, count - 1)}/${count}`);
        const second = await list(token, { range: [5, 9] });
        expect(second.body.map(row => row.id)).not.toContain(first.body[0].id);
    });

    it('sorts on its sortable fields, both ways', async () => {
        const token = await signIn('admin');
        for (const field of description.fields.filter(field => field.sortable)) {
            // The first thousand rows of the server's order (it sorts the whole set; 12,500 orders need not travel).
            const ascending = (await list(token, { sort: [field.source, 'ASC'], range: [0, 999] })).body.map(row => row[field.source]);
            const descending = (await list(token, { sort: [field.source, 'DESC'], range: [0, 999] })).body.map(row => row[field.source]);
            expect(inOrder(ascending), `${field.source} ascending`).toBe(true);
            expect(inOrder([...descending].reverse()), `${field.source} descending`).toBe(true);
        }
    });

    it('filters on the server: by an enum value, by contained text and by q', async () => {
        const token = await signIn('admin');
        const all = (await list(token, { range: [0, ALL] })).body;
        const enumField = description.fields.find(field => field.type === 'enum' && field.filter);
        if (enumField) {
            const value = all[0][enumField.source];
            const matched = (await list(token, { filter: { [enumField.source]: value }, range: [0, ALL] })).body;
            expect(matched.length).toBe(all.filter(row => row[enumField.source] === value).length);
        }
        const textField = description.fields.find(field => field.type === 'text' && field.filter);
        if (textField) {
            const needle = String(all[0][textField.source]).slice(0, 4);
            const matched = (await list(token, { filter: { [`${textField.source}_q`]: needle }, range: [0, ALL] })).body;
            expect(matched.length).toBeGreaterThan(0);
            expect(matched.every(row => String(row[textField.source]).toLowerCase().includes(needle.toLowerCase()))).toBe(true);
            const searched = (await list(token, { filter: { q: String(all[0][textField.source]) }, range: [0, ALL] })).body;
            expect(searched.map(row => row.id)).toContain(all[0].id);
        }
    });

    it('refuses a write its validator refuses: 400, the errors by field, the first one’s English text as msg', async () => {
        const token = await signIn('admin');
        const required = description.fields.filter(field => field.required && !field.readOnly && !field.formHidden);
        if (required.length === 0 || kit.entry.paths.edit === undefined) return;
        const refused = await call<Failure>(`/${collection}`, { token, site: site ?? 'in', json: {} });
        expectRestFailure(refused, 400);
        expect(Object.keys(refused.body.errors ?? {})).toEqual(expect.arrayContaining(required.map(field => field.source)));
        expect(refused.body.msg).toBe(englishText('ra.validation.required'));
        expect(refused.body.msg).toBe('Required');
        // Nothing was written.
        expect(totalOf((await list(token)).headers)).toBe(kit.seed.count);
    });

    it('stamps the audit time on an accepted write', async () => {
        const token = await signIn('admin');
        if (!description.fields.some(field => field.source === 'updateTime') || kit.entry.collection === 'static-files') return;
        // An activity is edited only in a status that allows it (the status model refuses the others).
        const rows = (await list(token, { range: [0, 9999] })).body;
        const existing = isActivityDescription(description) ? rows.find(row => isAllowed('edit', row.status)) : rows[0];
        if (!existing) return;
        const before = Date.now();
        const saved = await call<ResourceRecord>(`/${collection}/${existing.id}`, { token, site: site ?? 'in', method: 'PUT', json: existing });
        expect(saved.status).toBe(200);
        expect(Date.parse(String(saved.body.updateTime))).toBeGreaterThanOrEqual(before - 1000);
    });

    it('refuses a duplicate of a unique field, and answers 404 for an unknown id', async () => {
        const token = await signIn('admin');
        const [existing] = (await list(token, { range: [0, 0] })).body;
        for (const field of description.fields.filter(field => field.unique)) {
            const { id: _id, ...copy } = existing;
            const refused = await call<Failure>(`/${collection}`, { token, site: site ?? 'in', json: copy });
            expectRestFailure(refused, 400);
            expect(refused.body.errors?.[field.source]).toBe('resources.kit.validation.unique');
            expect(refused.body.msg).toBe('This value is already used by another record');
        }
        expectRestFailure(await call(`/${collection}/999999`, { token, site: site ?? 'in' }), 404);
    });
});
