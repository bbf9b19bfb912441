import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes, useNavigate, type Location } from 'react-router-dom';
import { ROUTES } from '../../base/routes/catalogue';
import { RouteScreen } from '../../src/routes/RouteScreen';
import { sessionUser } from '../../base/session/sessionUser';
import { clearErrors, getErrors } from '../../src/errorLog/errorLogStore';
import { makeUser, renderInAdmin, userWithRoles } from '../support/renderInAdmin';

const route = (path: string) => ROUTES.find(entry => entry.path === path)!;

/** Built screens for the test: a CMS screen (roles admin, os, dev, pm; code cms:home) and the fixed pages. */
/** A screen that fails to draw (the CMS screen while `cmsBroken`). */
let cmsBroken = false;
const CmsHome = () => {
    if (cmsBroken) throw new Error('cannot read the CMS modules');
    return <p>CMS home screen</p>;
};

const SCREENS = {
    '/cms/home': CmsHome,
    '/dashboard': () => <p>Dashboard screen</p>,
    '/404': () => <p>Not found screen</p>,
};

/** The browser's back button, for the test to press. */
const BackButton = () => {
    const navigate = useNavigate();
    return (
        <button type="button" onClick={() => navigate(-1)}>
            back
        </button>
    );
};

const renderAt = (entries: string[]) => {
    const seen: { location?: Location } = {};
    renderInAdmin(
        <>
            <BackButton />
            <Routes>
                {['/cms/home', '/dashboard', '/404'].map(path => (
                    <Route key={path} path={path} element={<RouteScreen route={route(path)} screens={SCREENS} />} />
                ))}
            </Routes>
        </>,
        { initialEntries: entries, onLocation: location => (seen.location = location) },
    );
    return seen;
};

describe('the navigation guard (spec section 4)', () => {
    it('opens a screen whose code and roles are granted', async () => {
        sessionUser.set(userWithRoles(['os']));
        renderAt(['/cms/home']);
        expect(await screen.findByText('CMS home screen')).toBeInTheDocument();
    });

    it('sends a role the screen does not list to /404, replacing the history entry (no way back)', async () => {
        sessionUser.set(userWithRoles(['qa']));
        const seen = renderAt(['/dashboard', '/cms/home']);
        expect(await screen.findByText('Not found screen')).toBeInTheDocument();
        expect(seen.location?.pathname).toBe('/404');
        await userEvent.click(screen.getByRole('button', { name: 'back' }));
        await waitFor(() => expect(seen.location?.pathname).toBe('/dashboard'));
    });

    it('sends a user whose role fits but whose codes lack the screen to /404', async () => {
        sessionUser.set(userWithRoles(['os'], { resources: [{ frontendCode: 'cms', resourceName: 'cms' }] }));
        const seen = renderAt(['/cms/home']);
        expect(await screen.findByText('Not found screen')).toBeInTheDocument();
        expect(seen.location?.pathname).toBe('/404');
    });

    it('with no site chosen, sends every path but /dashboard to /dashboard', async () => {
        sessionUser.set(makeUser({ roles: ['admin'], sites: [], site: undefined, resources: undefined }));
        const seen = renderAt(['/cms/home']);
        expect(await screen.findByText('Dashboard screen')).toBeInTheDocument();
        expect(seen.location?.pathname).toBe('/dashboard');
    });

    it('answers /404 for a catalogue route whose screen is not built', async () => {
        sessionUser.set(userWithRoles(['admin']));
        renderInAdmin(
            <Routes>
                <Route path="/cms/nav" element={<RouteScreen route={route('/cms/nav')} screens={SCREENS} />} />
                <Route path="/404" element={<p>Not found screen</p>} />
            </Routes>,
            { initialEntries: ['/cms/nav'] },
        );
        expect(await screen.findByText('Not found screen')).toBeInTheDocument();
    });
});

describe('a screen that throws', () => {
    afterEach(() => {
        cmsBroken = false;
        clearErrors();
        vi.restoreAllMocks();
    });

    it('shows the error in its place with a way back, and the error log records the screen and the component stack', async () => {
        vi.spyOn(console, 'error').mockImplementation(() => undefined);
        cmsBroken = true;
        sessionUser.set(userWithRoles(['os']));
        const seen = renderAt(['/cms/home']);
        expect(await screen.findByRole('alert')).toHaveTextContent(
            'This part of the page failed to display. The error has been added to the error log.',
        );
        expect(getErrors()).toEqual([
            expect.objectContaining({ message: 'cannot read the CMS modules', component: '/cms/home', info: expect.stringContaining('CmsHome') }),
        ]);
        await userEvent.click(screen.getByRole('link', { name: 'Back to the dashboard' }));
        expect(await screen.findByText('Dashboard screen')).toBeInTheDocument();
        expect(seen.location?.pathname).toBe('/dashboard');
    });
});
