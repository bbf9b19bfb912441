/**
 * A list's reference columns shown by default come with its rows (resources/kit/embed.ts): the prize list names each
 * prize's coupon template, linked to the template's page, from its own call alone, with no call for the templates;
 * a template deleted since reads "Deleted record".
 */
import { describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import { db } from '../../mock-server/db/store';
import type { Row } from '../../mock-server/db/collection';
import { KitList } from '../../resources/kit/KitList';
import { recordRequests, requestsTo, signIn } from '../support/mockBackend';
import { renderKit } from '../support/renderKit';
import { loadKit } from '../support/files';
import { findLoadedTable } from '../support/loadedTable';

describe('a list with a reference column', () => {
    it('names the referenced records from the list call, linked to their pages, and says when one was deleted', async () => {
        await signIn('admin');
        const prizes = db.collections.get('prizes')!;
        const templates = db.collections.get('coupon-templates')!;
        // The first two prizes of the list as it opens (by name), each with a template: the first one's is deleted.
        const [first, second] = prizes
            .list({ filter: { siteCode: 'in' }, sort: ['prizeName', 'ASC'], range: [0, 24] })
            .rows.filter((row: Row) => row.couponTemplateId);
        templates.delete(first.couponTemplateId as number);
        const template = templates.get(second.couponTemplateId as number)!;
        const seen = recordRequests();

        renderKit(await loadKit('prizes'), <KitList />);
        const table = await findLoadedTable();
        const cellOf = (prize: Row) => {
            const row = within(table).getByText(String(prize.prizeName)).closest('tr')!;
            return row.querySelector('td.column-couponTemplateId')!;
        };
        expect(cellOf(first)).toHaveTextContent('Deleted record');
        const link = within(cellOf(second) as HTMLElement).getByRole('link');
        // (The record's representation is the app's Resource's; this harness registers none, so its name.)
        expect(link).toHaveTextContent(String(template.name));
        expect(link).toHaveAttribute('href', `/prize/template/edit?id=${template.id}`);

        await waitFor(() => expect(requestsTo(seen, '/prizes').length).toBeGreaterThan(0));
        expect(requestsTo(seen, '/prizes')[0].url.searchParams.get('embed')).toBe('["couponTemplateId"]');
        expect(requestsTo(seen, '/coupon-templates')).toEqual([]);
    }, 60_000);
});
