import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { generatePath } from 'react-router-dom';
import { RESOURCES } from '../../resources/kit/registry';
import { kitPaths } from '../../resources/kit/KitContext';
import { isActivityDescription } from '../../resources/kit/activityStatus';
import { findRoute } from '../../base/routes/catalogue';
import { openApp } from './renderApp';
import { findLoadedTable } from './loadedTable';

const here = () => window.location.pathname;

/** Navigation as react-admin itself would do it (a link to its own default path), through the browser history. */
const navigate = (path: string) =>
    act(() => {
        window.history.pushState(null, '', path);
        window.dispatchEvent(new PopStateEvent('popstate'));
    });

/**
 * react-admin's navigation of each registered resource, in the app as a user has it (a whole app per case, seconds
 * each in jsdom): `part` of `parts` of the resources, so that the parts run as separate files side by side.
 */
export const describeKitNavigation = (part: number, parts: number) =>
    describe.each(RESOURCES.filter((_, index) => index % parts === part - 1).map(entry => [entry.collection, entry] as const))("react-admin's navigation of %s lands on the spec's paths", (_, entry) => {
        const paths = kitPaths(entry);

        /** react-admin's own paths for the resource (its list, edit and show) redirect to the spec's. */
        const expectOwnPathsRedirect = async () => {
            await navigate(`/${entry.collection}`);
            await waitFor(() => expect(here()).toBe(entry.paths.list));
            if (!entry.paths.edit) return;
            await navigate(`/${entry.collection}/7`);
            await waitFor(() => expect(here()).toBe(generatePath(entry.paths.edit!, { ...entry.pathParams, id: '7' })));
            await navigate(`/${entry.collection}/7/show`);
            await waitFor(() => expect(here()).toBe(generatePath(entry.paths.edit!, { ...entry.pathParams, id: '7' })));
        };

        // One app per resource (a mount takes seconds in jsdom): its rows, links and react-admin's own paths in turn.
        it("rows open the record at its spec path; create, reference links and react-admin's own paths lead to spec paths", async () => {
            await openApp(entry.paths.list);
            // A list of 50 orders over 105,000 (seeded on first use) takes a while to mount in jsdom. Until its rows are
            // in, react-admin draws placeholder rows (their text is non-breaking spaces), and a list computed on its first
            // call a table of blank rows: both later give way to the rows.
            const table = await findLoadedTable();
            const firstRow = within(table).getAllByRole('row')[1];

            const create = paths.create();
            const createLink = screen.queryByRole('link', { name: /create/i });
            if (create && createLink) expect(createLink).toHaveAttribute('href', create);

            // Every link in a row (references) points at a spec path of the referenced resource.
            for (const link of within(firstRow).queryAllByRole('link')) {
                const href = link.getAttribute('href')!;
                expect(findRoute(href), `${href} is a catalogue path`).toBeDefined();
            }

            // An activity opens only where its status allows editing (the others are read through View): click such a row.
            const { description: described } = await entry.load();
            const rows = within(table).getAllByRole('row').slice(1);
            const target = isActivityDescription(described) ? rows.find(row => /Not yet started|Paused/.test(row.textContent ?? '')) : firstRow;
            if (!target) return expectOwnPathsRedirect();
            // An awaited act: the click may open a lazy dialog, and a suspension inside a sync act can stall it in React 19.
            await act(async () => {
                fireEvent.click(within(target).getAllByRole('cell').at(-1)!);
            });
            if (entry.paths.edit) {
                await waitFor(() => expect(findRoute(here())?.path).toBe(entry.paths.edit));
                // The record has its own visited-page tab, and its breadcrumb leads back to the list's spec path.
                await waitFor(() => expect(document.querySelector(`[data-tab-key="${here()}"]`)).not.toBeNull());
                // A record page with many reference inputs (a SKU's, a PO's lines) takes seconds to mount in jsdom.
                const breadcrumbs = await screen.findByRole('navigation', { name: 'Breadcrumbs' }, { timeout: 15_000 });
                expect(within(breadcrumbs).getAllByRole('link')[0]).toHaveAttribute('href', entry.paths.list);
            } else {
                expect(here()).toBe(entry.paths.list);
                // Without a record page, a resource edited in a dialog opens the row's form there (a ranking list's form,
                // with its entries and images, takes over ten seconds to mount in jsdom beside another test file).
                const { description } = await entry.load();
                if (description.actions?.dialog) expect(await screen.findByRole('dialog', {}, { timeout: 30_000 })).toBeInTheDocument();
            }
            await expectOwnPathsRedirect();
        }, 120_000);
    });
