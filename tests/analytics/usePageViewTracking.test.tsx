import { StrictMode, useEffect, useState } from 'react';
import { act, screen } from '@testing-library/react';
import { Navigate, Route, Routes, useNavigate, type NavigateFunction } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { forgetReportedPageView, isTrackedSite, type PageView, type PageViewTracker } from '../../src/analytics/pageViewTracker';
import { usePageViewTracking } from '../../src/analytics/usePageViewTracking';
import { sessionUser } from '../../base/session/sessionUser';
import { renderInAdmin, userWithRoles } from '../support/renderInAdmin';

let views: PageView[] = [];
const tracker: PageViewTracker = { pageView: view => views.push(view) };
const trackerFor = (siteCode: string | undefined) => (isTrackedSite(siteCode) ? tracker : undefined);
const paths = () => views.map(view => view.path);

/** Handles on the rendered shell, set after each render: navigate, re-render, and unmount/mount the hook. */
const shell: { navigate: NavigateFunction; setMounted: (mounted: boolean) => void; rerender: () => void } = {
    navigate: () => undefined,
    setMounted: () => undefined,
    rerender: () => undefined,
};

/** The hook the way AppLayout uses it. */
const Tracked = ({ siteCode }: { siteCode: string }) => {
    usePageViewTracking(siteCode, trackerFor);
    return null;
};
const Shell = ({ siteCode = 'in' }: { siteCode?: string }) => {
    const navigate = useNavigate();
    const [mounted, setMounted] = useState(true);
    const [renders, setRenders] = useState(0);
    useEffect(() => {
        shell.navigate = navigate;
        shell.setMounted = setMounted;
        shell.rerender = () => setRenders(count => count + 1);
    }, [navigate]);
    return (
        <>
            {mounted && <Tracked siteCode={siteCode} />}
            <span data-testid="renders">{renders}</span>
            {/* The app's redirects: '/' to the dashboard, anything unknown to /404. */}
            <Routes>
                <Route path="/" element={<Navigate to="/dashboard" replace />} />
                <Route path="/dashboard" element={null} />
                <Route path="/async-task" element={null} />
                <Route path="/404" element={null} />
                <Route path="*" element={<Navigate to="/404" replace />} />
            </Routes>
        </>
    );
};

const renderShell = (path: string, siteCode = 'in') =>
    renderInAdmin(
        <StrictMode>
            <Shell siteCode={siteCode} />
        </StrictMode>,
        { initialEntries: [path] },
    );

// navigate() may return a promise: keep act synchronous.
const go = (to: string) =>
    act(() => {
        void shell.navigate(to);
    });

beforeEach(() => {
    views = [];
    forgetReportedPageView();
    sessionUser.set(userWithRoles(['admin']));
});

describe('usePageViewTracking: one report per page view', () => {
    it('mounting under StrictMode (effects run twice), re-rendering and remounting report one view', async () => {
        renderShell('/dashboard');
        expect(views).toEqual([{ siteCode: 'in', path: '/dashboard', title: 'Dashboard' }]);

        act(() => shell.rerender());
        expect(screen.getByTestId('renders')).toHaveTextContent('1');
        act(() => sessionUser.set(userWithRoles(['admin'])));
        expect(views).toHaveLength(1);

        act(() => shell.setMounted(false));
        act(() => shell.setMounted(true));
        expect(paths()).toEqual(['/dashboard']);
    });

    it('A → B → A reports three views; a query change on the same page is not a new view', () => {
        renderShell('/dashboard');
        go('/async-task');
        go('/async-task?page=2');
        go('/dashboard');
        expect(paths()).toEqual(['/dashboard', '/async-task', '/dashboard']);
    });

    it('Back to the previous page is a new view', () => {
        renderShell('/dashboard');
        go('/async-task');
        act(() => {
            void shell.navigate(-1);
        });
        expect(paths()).toEqual(['/dashboard', '/async-task', '/dashboard']);
    });

    it("entering at '/' reports only the dashboard it redirects to", () => {
        renderShell('/');
        expect(paths()).toEqual(['/dashboard']);
    });

    it('an unknown path or a screen the user may not open reports only /404', () => {
        renderShell('/no/such/page');
        expect(paths()).toEqual(['/404']);

        views = [];
        go('/dashboard');
        // A catalogue screen the user may not open (the V2 app home is Türkiye's, the site on show is in): the guard
        // replaces it with /404 (here the catch-all does).
        go('/app/appHome-v2');
        expect(paths()).toEqual(['/dashboard', '/404']);
    });

    it('the same page after the layout left and came back (signing out and in) is reported again', () => {
        renderShell('/dashboard');
        act(() => shell.setMounted(false));
        go('/login');
        go('/dashboard');
        act(() => shell.setMounted(true));
        expect(paths()).toEqual(['/dashboard', '/dashboard']);
    });

    it('reports nothing for an excluded site nor before the session is loaded', () => {
        renderShell('/dashboard', 'eu');
        expect(views).toEqual([]);

        act(() => sessionUser.clear());
        renderShell('/async-task');
        expect(views).toEqual([]);
    });
});
