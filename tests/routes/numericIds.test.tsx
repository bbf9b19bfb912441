/**
 * Spec section 2: user/edit/{id}, user/AssignRoles/{id} and role/edit/{id} take numeric ids. The catalogue carries
 * the pattern; the route match and the guard honour it, so a non-numeric id answers /404 even for admin.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route, Routes, type Location } from 'react-router-dom';
import { findRoute, ROUTES } from '../../base/routes/catalogue';
import { RouteScreen } from '../../src/routes/RouteScreen';
import { sessionUser } from '../../base/session/sessionUser';
import { renderInAdmin, userWithRoles } from '../support/renderInAdmin';

const NUMERIC_ROUTES = ['/permission/user/edit/:id', '/permission/user/AssignRoles/:id', '/permission/role/edit/:id'];
const at = (path: string, id: string) => path.replace(':id', id);

describe.each(NUMERIC_ROUTES)('%s', path => {
    const route = ROUTES.find(entry => entry.path === path)!;

    it('carries the numeric pattern of its id', () => {
        expect(route.params).toEqual({ id: '\\d+' });
    });

    it('matches numeric ids only', () => {
        expect(findRoute(at(path, '12'))?.path).toBe(path);
        for (const id of ['abc', '12a', '-1', '1.5', '%20']) expect(findRoute(at(path, id)), id).toBeUndefined();
    });

    it.each([
        ['abc', '/404', 'Not found screen'],
        ['42', at(path, '42'), 'The screen'],
    ])('the guard sends id %s to %s', async (id, expected, text) => {
        sessionUser.set(userWithRoles(['admin']));
        const seen: { location?: Location } = {};
        renderInAdmin(
            <Routes>
                <Route path={path} element={<RouteScreen route={route} screens={{ [path]: () => <p>The screen</p> }} />} />
                <Route path="/404" element={<p>Not found screen</p>} />
            </Routes>,
            { initialEntries: [at(path, id)], onLocation: location => (seen.location = location) },
        );
        expect(await screen.findByText(text)).toBeInTheDocument();
        expect(seen.location?.pathname).toBe(expected);
    });
});
