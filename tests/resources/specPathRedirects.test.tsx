import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { RESOURCES } from '../../resources/kit/registry';
import { kitPaths } from '../../resources/kit/KitContext';
import type { ResourceEntry } from '../../resources/kit/types';
import { folderRegistry } from '../../src/routes/folderRegistry';

/** Where the router ended up, once the resource's redirect has run. */
const Landed = () => {
    const { pathname, search } = useLocation();
    return <output aria-label="landed">{pathname + search}</output>;
};

/**
 * The app's own `<Resource>` of a collection (the one the shell mounts) at react-admin's paths for it, beside the
 * resource's spec paths (which win where both match, as in the app: `/orders/index` is not the order `index`).
 */
const landingOf = async (entry: ResourceEntry, from: string) => {
    const resource = folderRegistry.resources.find(element => element.key === entry.collection)!;
    const specPaths = Object.values(entry.paths).map(path => path.split('?')[0]);
    const { unmount } = render(
        <MemoryRouter initialEntries={[from]}>
            <Routes>
                <Route path={`/${entry.collection}/*`} element={resource} />
                {specPaths.map(path => <Route key={path} path={path} element={<Landed />} />)}
                <Route path="*" element={<Landed />} />
            </Routes>
        </MemoryRouter>,
    );
    const landed = (await screen.findByRole('status', { name: 'landed' })).textContent;
    unmount();
    return landed;
};

/**
 * Whatever link react-admin builds by itself (a default row click, EditButton, ReferenceField, the redirect after a
 * save, CloneButton's `?source=`) lands on the spec's path of the record, the list or the create page: every
 * registered resource, all four of react-admin's own paths.
 */
describe.each(RESOURCES.map(entry => [entry.collection, entry] as const))("react-admin's own paths of %s", (collection, entry) => {
    const paths = kitPaths(entry);
    const create = paths.create() ?? entry.paths.list;
    it('lead to the spec paths of the list, the record and the create page', async () => {
        expect(await landingOf(entry, `/${collection}`)).toBe(entry.paths.list);
        expect(await landingOf(entry, `/${collection}/7`)).toBe(paths.record('7') ?? entry.paths.list);
        expect(await landingOf(entry, `/${collection}/7/show`)).toBe(paths.record('7') ?? entry.paths.list);
        expect(await landingOf(entry, `/${collection}/create?source=%7B%7D`)).toBe(`${create}${create.includes('?') ? '&' : '?'}source=%7B%7D`);
    });
});
