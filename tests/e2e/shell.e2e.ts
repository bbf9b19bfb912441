import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useSharedBrowser } from './browser';
import { ROUTES } from '../../base/routes/catalogue';

/** The path the browser is on. */
const pathOf = (page: Page) => new URL(page.url()).pathname;

const visibleTabs = (page: Page) =>
    page.locator('nav[aria-label="Visited pages"] [data-tab-key]').evaluateAll(nodes => nodes.map(node => node.getAttribute('data-tab-key')));

describe('the shell in Chromium', () => {
    const { openSignedIn } = useSharedBrowser();

    it('admin lands on the dashboard, with the menu and the four sibling apps', async () => {
        const { page, context } = await openSignedIn('admin');
        await page.getByText('Welcome, Demo Administrator').waitFor();
        await expect(page.locator('[data-menu-group="general"]').count()).resolves.toBe(1);
        await expect(page.getByRole('navigation', { name: 'Other applications' }).getByRole('link').count()).resolves.toBe(4);
        await context.close();
    });

    it('qa finds no CMS group, and typing a CMS URL lands on /404 with no way back', async () => {
        const { page, context } = await openSignedIn('qa');
        await page.getByText('Welcome, Demo Quality Assurance').waitFor();
        await expect(page.locator('[data-menu-group="cms"]').count()).resolves.toBe(0);
        await expect(page.getByRole('navigation', { name: 'Other applications' }).count()).resolves.toBe(0);

        await page.goto('/cms/home');
        await page.waitForURL('**/404');
        await page.getByText('404 - Page not found').waitFor();
        await page.goBack();
        expect(pathOf(page)).not.toBe('/cms/home');
        await context.close();
    });

    it('switches to Chinese and is still in Chinese after a reload', async () => {
        const { page, context } = await openSignedIn('admin');
        await page.getByRole('button', { name: 'English' }).click();
        await page.getByRole('menuitem', { name: '中文' }).click();
        await page.getByText('切换语言成功').waitFor();
        await page.getByText('欢迎，Demo Administrator').waitFor();
        const cookies = await context.cookies();
        expect(cookies.find(cookie => cookie.name === 'language')?.value).toBe('zh');

        await page.reload();
        await page.getByText('欢迎，Demo Administrator').waitFor();
        await expect(page.getByRole('button', { name: '首页' }).count()).resolves.toBeGreaterThan(0);
        await context.close();
    });

    it('switching site stores it and sends the new site code with the next request', async () => {
        const { page, context } = await openSignedIn('admin');
        await page.getByTestId('dashboard-site').getByText('India (in)').waitFor();

        const nextApiRequest = page.waitForRequest(request => new URL(request.url()).pathname.startsWith('/api/') && request.headers()['sitecode'] === 'cn');
        await page.getByRole('combobox', { name: 'Site' }).click();
        await page.getByRole('option', { name: 'China (cn)' }).click();
        const request = await nextApiRequest;
        expect(request.headers()['regioncode']).toBe('CN');
        await page.getByTestId('dashboard-site').getByText('China (cn)').waitFor();
        const cookies = await context.cookies();
        expect(cookies.find(cookie => cookie.name === 'siteCode')?.value).toBe('cn');
        await context.close();
    });

    it('opens three pages as tabs, then closes the active tab, the others, and all', async () => {
        const { page, context } = await openSignedIn('admin');

        await page.getByRole('link', { name: 'Async tasks' }).click();
        await page.waitForURL('**/async-task');
        await page.locator('[data-tab-key="/async-task"]').waitFor();
        // A full page load: the tab list survives it.
        await page.goto('/template/table');
        await page.getByRole('button', { name: 'Table Template', exact: true }).waitFor();
        await expect.poll(() => visibleTabs(page)).toEqual(['/dashboard', '/async-task', '/template/table']);

        // Closing the active tab goes to the last remaining one.
        await page.getByRole('button', { name: 'Close Table Template' }).click();
        await page.waitForURL('**/async-task');
        await expect.poll(() => visibleTabs(page)).toEqual(['/dashboard', '/async-task']);

        // Close others keeps one (the dashboard, chosen by right-click) and goes to it.
        await page.getByRole('button', { name: 'Dashboard', exact: true }).click({ button: 'right' });
        await page.getByRole('menuitem', { name: 'Close others' }).click();
        await page.waitForURL('**/dashboard');
        await expect.poll(() => visibleTabs(page)).toEqual(['/dashboard']);

        // Close all goes to /, which opens the dashboard again.
        await page.goto('/async-task');
        await page.getByRole('button', { name: 'Tab actions' }).click();
        await page.getByRole('menuitem', { name: 'Close all' }).click();
        await page.waitForURL('**/dashboard');
        await expect.poll(() => visibleTabs(page)).toEqual(['/dashboard']);
        await context.close();
    });

    it('with many tabs open, the tab strip scrolls within its width and the page stays as wide as the window', async () => {
        const { page, context } = await openSignedIn('admin');
        await page.getByText('Welcome, Demo Administrator').waitFor();
        // Forty visited pages, as a long session leaves them (the list survives a reload, kept per account).
        const many = ROUTES.filter(route => !route.hidden && !route.path.includes(':') && route.path !== '/dashboard').slice(0, 40);
        await page.evaluate(
            tabs => window.sessionStorage.setItem('oms.visitedTabs.admin', JSON.stringify(tabs)),
            many.map(route => ({ key: route.path, path: route.path, titleKey: route.titleKey })),
        );
        await page.reload();
        await page.getByText('Welcome, Demo Administrator').waitFor();
        await expect.poll(() => visibleTabs(page)).toHaveLength(41);
        const widths = await page.evaluate(() => {
            const strip = document.querySelector('nav[aria-label="Visited pages"] [data-tab-key]')!.parentElement!;
            return { page: document.documentElement.scrollWidth, window: window.innerWidth, strip: strip.clientWidth, tabs: strip.scrollWidth };
        });
        expect(widths.page).toBeLessThanOrEqual(widths.window);
        expect(widths.strip).toBeLessThan(widths.window);
        expect(widths.tabs).toBeGreaterThan(widths.strip);
        await context.close();
    });

    it('reports page views for site in, and none for site eu', async () => {
        const { page, context } = await openSignedIn('admin');
        await page.getByText('Welcome, Demo Administrator').waitFor();
        const pageViews = () =>
            page.evaluate(async () => (await (await fetch('/api/analytics/pageviews')).json()).data as { siteCode: string; path: string }[]);
        await expect.poll(pageViews).toContainEqual(expect.objectContaining({ siteCode: 'in', path: '/dashboard' }));

        await page.getByRole('combobox', { name: 'Site' }).click();
        await page.getByRole('option', { name: 'Europe (eu)' }).click();
        await page.getByTestId('dashboard-site').getByText('Europe (eu)').waitFor();
        await page.getByRole('link', { name: 'Async tasks' }).click();
        await page.waitForURL('**/async-task');
        expect((await pageViews()).filter(view => view.siteCode === 'eu')).toEqual([]);
        await context.close();
    });
});
