/**
 * The layout's routes as one route matched by the catalogue (src/routes/CatalogueRoutes.tsx): what a typed URL opens
 * must stay what ~600 react-router children opened — case and trailing slash aside, the most static row first, a param
 * outside its pattern /404 (not another route), a resource's react-admin paths under its name, anything else /404.
 */
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Location } from 'react-router-dom';
import { ROUTES } from '../../base/routes/catalogue';
import { sessionUser } from '../../base/session/sessionUser';
import { makeCatalogueRoutes } from '../../src/routes/CatalogueRoutes';
import { renderInAdmin, userWithRoles } from '../support/renderInAdmin';

const PATHS = ['/permission/user/edit/:id', '/permission/user/add', '/404'];
const screens = ROUTES.filter(route => PATHS.includes(route.path));
const screenComponents = Object.fromEntries(PATHS.map(path => [path, () => <p>screen {path}</p>]));

/** A resource's element: it draws its own react-admin paths (`/skus/*`). */
const SkuResource = ({ name }: { name: string }) => <p>resource {name}</p>;
const CatalogueRoutes = makeCatalogueRoutes({
    screens,
    resources: new Map([['skus', <SkuResource key="skus" name="skus" />]]),
    screenComponents,
});

const openAt = (path: string) => {
    const seen: { location?: Location } = {};
    renderInAdmin(<CatalogueRoutes />, { initialEntries: [path], onLocation: location => (seen.location = location) });
    return seen;
};

describe('the routes within the layout', () => {
    beforeEach(() => sessionUser.set(userWithRoles(['admin'])));

    it.each([
        ['/permission/user/edit/42', 'screen /permission/user/edit/:id'],
        ['/PERMISSION/User/Edit/42/', 'screen /permission/user/edit/:id'],
        ['/permission/user/add', 'screen /permission/user/add'],
        ['/skus', 'resource skus'],
        ['/Skus/create', 'resource skus'],
    ])('open %s as react-router did: %s', async (path, text) => {
        const seen = openAt(path);
        expect(await screen.findByText(text)).toBeInTheDocument();
        expect(seen.location?.pathname).toBe(path);
    });

    it.each(['/permission/user/edit/abc', '/permission/user/nothing', '/nothing', '/skusx'])(
        'send %s to /404, with no way back',
        async path => {
            const seen = openAt(path);
            expect(await screen.findByText('screen /404')).toBeInTheDocument();
            await waitFor(() => expect(seen.location?.pathname).toBe('/404'));
        },
    );
});
