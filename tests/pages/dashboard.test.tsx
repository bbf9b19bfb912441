import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import DashboardPage from '../../src/pages/DashboardPage';
import { ROUTES } from '../../base/routes/catalogue';
import { sessionUser } from '../../base/session/sessionUser';
import { makeUser, renderInAdmin, userWithRoles } from '../support/renderInAdmin';
import { signIn } from '../support/mockBackend';

const ALL_BUILT = new Set(ROUTES.map(route => route.path));

describe('DashboardPage', () => {
    // A session the page's own call (what needs doing) is answered for, one that counts no orders (quick); each test
    // then shows the user it is about.
    beforeEach(() => signIn('pz'));

    it('greets the user and names their site and roles', () => {
        sessionUser.set(userWithRoles(['finance'], { name: 'Priya Iyer' }));
        renderInAdmin(<DashboardPage />);
        expect(screen.getByText('Welcome, Priya Iyer')).toBeInTheDocument();
        expect(screen.getByTestId('dashboard-site')).toHaveTextContent('Site: India (in)');
        expect(screen.getByText('finance')).toBeInTheDocument();
    });

    it('offers a shortcut to every menu screen the user may open, and none they may not', () => {
        sessionUser.set(userWithRoles(['finance']));
        renderInAdmin(<DashboardPage built={ALL_BUILT} />);
        const hrefs = screen.getAllByRole('link').map(link => link.getAttribute('href'));
        expect(hrefs).toContain('/orders/index');
        expect(hrefs).toContain('/financialReconciliation/codImport');
        expect(hrefs).not.toContain('/cms/home');
        expect(hrefs).not.toContain('/dashboard');
        expect(hrefs.some(href => href?.includes(':'))).toBe(false);
    });

    it('tells a user without a site what to do', () => {
        sessionUser.set(makeUser({ sites: [], site: undefined, resources: undefined }));
        renderInAdmin(<DashboardPage built={ALL_BUILT} />);
        expect(screen.getByText('No site is assigned to your account. Ask an administrator to grant you a site.')).toBeInTheDocument();
        expect(screen.queryAllByRole('link')).toEqual([]);
    });

    it("shows an agent's level", () => {
        sessionUser.set(userWithRoles(['csm'], { accountType: 2, roleType: 2 }));
        renderInAdmin(<DashboardPage />);
        expect(screen.getByText('Agent · level 2')).toBeInTheDocument();
    });
});
