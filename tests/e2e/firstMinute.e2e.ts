import { describe, expect, it } from 'vitest';
import { signIn, useSharedBrowser } from './browser';
import { countHistoryChanges, historyChanges, injectFault, pathOf } from './support';

/** What a new user meets in the first minute: sign-in, failures on a reload, theme, accounts taking turns. */
describe('the first minute, in Chromium', () => {
    const { open, openSignedIn } = useSharedBrowser();

    it.each(['/', '/async-task?status=failed'])('signed out, %s shows the sign-in form at once: at most 3 history changes', async path => {
        const { page, context } = await open();
        await countHistoryChanges(context);
        await page.goto(path);
        await page.getByRole('heading', { level: 1, name: 'Sign in to OMS' }).waitFor();
        await page.locator('input[name="username"]').waitFor();
        expect(pathOf(page)).toBe('/login');
        expect(await historyChanges(page)).toBeLessThanOrEqual(3);
        // The mock build names the demo accounts.
        await page.getByText('Demo accounts: any role name (admin, qa, finance …), password oms-demo.').waitFor();
    });

    it('keeps a deep link opened signed out, and goes there after sign-in', async () => {
        const { page } = await open();
        await page.goto('/async-task?status=failed');
        await page.locator('input[name="username"]').waitFor();
        await page.locator('input[name="username"]').fill('admin');
        await page.locator('input[name="password"]').fill('oms-demo');
        await page.locator('button[type="submit"]').click();
        await page.waitForURL('**/async-task?status=failed');
    });

    it.each([
        ['/userInfo answers roles: []', { path: '/userInfo', code: 200, data: { account: 'admin', name: 'Demo Administrator', roles: [] }, times: 1 }, 'getInfo: roles must be a non-null array !'],
        ['/userInfo answers body code 500', { path: '/userInfo', code: 500, msg: 'User service unavailable', times: 1 }, 'User service unavailable'],
        ['listResources answers body code 500', { path: '/sso/basic/listResources', code: 500, msg: '', times: 1 }, 'Verification failed, please login again'],
    ])('a reload whose session fails (%s) shows the error toast, then the sign-in page', async (_, fault, text) => {
        const { page } = await openSignedIn('admin');
        await page.getByText('Welcome, Demo Administrator').waitFor();
        await injectFault(page, fault);
        await page.reload();
        await page.getByRole('alert').getByText(text).waitFor();
        await page.locator('input[name="username"]').waitFor();
        expect(pathOf(page)).toBe('/login');
    });

    it("switches to the dark theme with the spec's Chinese toast, and keeps it across a reload", async () => {
        const { page } = await openSignedIn('admin');
        await page.getByText('Welcome, Demo Administrator').waitFor();
        const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
        await expect.poll(background).toBe('rgb(250, 250, 251)');
        await page.getByRole('button', { name: 'Toggle light/dark mode' }).click();
        await page.getByRole('alert').getByText('换肤成功').waitFor();
        await expect.poll(background).toBe('rgb(49, 49, 49)');
        await page.reload();
        await page.getByText('Welcome, Demo Administrator').waitFor();
        await expect.poll(background).toBe('rgb(49, 49, 49)');
    });

    it("another account signing in lands on the dashboard, not on the last account's page", async () => {
        const { page } = await open();
        await signIn(page, 'qa');
        await page.waitForURL('**/dashboard');
        await page.goto('/async-task');
        await page.getByRole('button', { name: 'Demo Quality Assurance' }).click();
        await page.getByRole('menuitem', { name: 'Logout' }).click();
        await page.locator('input[name="username"]').waitFor();
        await signIn(page, 'admin');
        await page.waitForURL('**/dashboard');
        await page.getByText('Welcome, Demo Administrator').waitFor();
    });

    it('below 1200 px the sibling apps are one menu away', async () => {
        const { page } = await openSignedIn('admin', { viewport: { width: 1000, height: 800 } });
        await page.getByText('Welcome, Demo Administrator').waitFor();
        await page.getByRole('button', { name: 'Other applications' }).click();
        const links = page.getByRole('menu').getByRole('menuitem');
        await expect.poll(() => links.evaluateAll(items => items.map(item => item.getAttribute('href')))).toEqual([
            '/bulk/',
            '/bulk-overseas/',
            '/product-core/',
            '/prophet/',
        ]);
    });

    it('reports the first dashboard view once', async () => {
        const { page } = await open();
        await signIn(page, 'admin');
        await page.waitForURL('**/dashboard');
        await page.getByText('Welcome, Demo Administrator').waitFor();
        const dashboardViews = async () =>
            (await page.evaluate(async () => (await (await fetch('/api/analytics/pageviews')).json()).data as { path: string }[])).filter(
                view => view.path === '/dashboard',
            ).length;
        await expect.poll(dashboardViews).toBe(1);
        await page.waitForTimeout(300);
        expect(await dashboardViews()).toBe(1);
    });

    it('dates follow the language: the task list in Chinese shows Chinese dates', async () => {
        const { page } = await openSignedIn('admin', { navigate: false });
        await page.goto('/async-task');
        const firstDate = page.locator('td.column-createTime').first();
        await expect.poll(() => firstDate.textContent()).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/);
        await page.getByRole('button', { name: 'English' }).click();
        await page.getByRole('menuitem', { name: '中文' }).click();
        await page.getByText('切换语言成功').waitFor();
        await expect.poll(() => firstDate.textContent()).toMatch(/^\d{4}年\d{1,2}月\d{1,2}日 \d{2}:\d{2}$/);
    });
});
