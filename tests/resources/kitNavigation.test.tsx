import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../../resources/kit/registry';
import { BUILT_SCREENS } from '../support/builtScreens';
import { ROUTES } from '../../base/routes/catalogue';
import { RESOURCE_SCREENS } from '../../resources/kit/resourceBindings';

/** Screens that are pages, not a collection's views (src/pages): they need no react-admin resource. */
const PAGES = new Set(['/dashboard', '/404', '/401', '/permission/user/changePassword', '/resources/minify', '/cms/compress-image']);

describe('every built screen is a react-admin resource view at a catalogue path', () => {
    it('each registry path is a catalogue route and a built screen', () => {
        for (const entry of RESOURCES) {
            for (const path of Object.values(entry.paths)) {
                expect(ROUTES.some(route => route.path === path), `${entry.collection} ${path} in the catalogue`).toBe(true);
                expect(BUILT_SCREENS.has(path), `${entry.collection} ${path} built`).toBe(true);
            }
        }
    });

    it('each built screen is a page or reads a collection that is a registered resource', () => {
        const collectionScreens = new Set(Object.values(RESOURCE_SCREENS).flat());
        const unreachable = [...BUILT_SCREENS].filter(path => !PAGES.has(path) && !collectionScreens.has(path));
        expect(unreachable).toEqual([]);
    });
});
