import { describe, expect, it } from 'vitest';
import { seriousA11yViolations, useSharedBrowser } from './browser';
import { pathOf } from './support';

/** The id of the demo account qa (demo accounts come first in the seed, in the role table's order). */
const QA_ID = 7;

/**
 * Administration (/permission) as its users meet it. The mock's data lives in the page (a reload reseeds it), so
 * the journey that changes a user's roles and then signs that user in stays in one page: sign out and in through
 * the app itself, never by loading a URL.
 */
describe('administration in Chromium: /permission', () => {
    const { openSignedIn } = useSharedBrowser();

    it('admin assigns qa a role; at the next sign-in qa sees the screens it grants', async () => {
        const { page } = await openSignedIn('admin', { navigate: false });
        await page.goto(`/permission/user/AssignRoles/${QA_ID}`);
        const editor = page.getByRole('checkbox', { name: 'Permission Editor (editor)' });
        await editor.waitFor();
        expect(await page.getByRole('checkbox', { name: 'Quality Assurance (qa)' }).isChecked()).toBe(true);
        // Its visited-page tab names the user, not the database id.
        const tab = page.locator(`[data-tab-key="/permission/user/AssignRoles/${QA_ID}"]`);
        await expect.poll(() => tab.getByRole('button').first().textContent()).toBe('Assign Roles · Demo Quality Assurance');
        expect(await seriousA11yViolations(page)).toEqual([]);
        await editor.check();
        await page.getByRole('button', { name: 'Save' }).click();
        await page.getByText('Saved successfully').waitFor();
        await page.waitForURL(url => url.pathname === '/permission/user');

        await page.getByRole('button', { name: 'Demo Administrator' }).click();
        await page.getByRole('menuitem', { name: 'Logout' }).click();
        await page.locator('input[name="username"]').fill('qa');
        await page.locator('input[name="password"]').fill('oms-demo');
        await page.locator('button[type="submit"]').click();
        await page.waitForURL('**/dashboard');
        // The role table gave qa no /permission screen; the editor role does.
        await page.locator('[data-menu-group="permission"]').waitFor();
        await page.goto('/permission/role').catch(() => undefined);
        expect(pathOf(page)).toBe('/permission/role');
    });

    it('the role tree: search, tick a screen, save; its holders keep the role, so it cannot be deleted', async () => {
        const { page, allowConsole } = await openSignedIn('admin', { navigate: false });
        allowConsole(/status of 400|ApiError: The role qa is still assigned/);
        await page.goto(`/permission/role/edit/${QA_ID}`);
        // The role is loaded into the form (its codes ticked) before anything is ticked: a tick given earlier would be
        // replaced by the loaded record.
        await page.locator('input[name="roleCode"][value="qa"]').waitFor();
        const search = page.getByRole('searchbox', { name: 'Search screens' });
        await search.fill('Add Role');
        const name = 'Add Role · permission:role/add';
        await page.getByRole('treeitem', { name, checked: false }).waitFor();
        await page.getByRole('treeitem', { name }).locator('input[type="checkbox"]').click();
        // What the user waits for: the box ticked (however long a loaded machine takes to draw it).
        await page.getByRole('treeitem', { name, checked: true }).waitFor();
        const addRole = page.getByRole('treeitem', { name });
        await page.getByRole('button', { name: 'Delete' }).click();
        await page.getByRole('button', { name: 'Confirm' }).click();
        await page.getByText(/^The role qa is still assigned to \d+ users: take it from them first$/).waitFor();
        expect(pathOf(page)).toBe(`/permission/role/edit/${QA_ID}`);
        // The ticked code is still in the form after the refusal: save it.
        expect(await addRole.getAttribute('aria-checked')).toBe('true');
        await page.getByRole('button', { name: 'Save' }).click();
        await page.waitForURL(url => url.pathname === '/permission/role');
    });

    it('non-numeric ids answer /404; the user list is admin only', async () => {
        const { page, allowConsole } = await openSignedIn('admin');
        // The task-centre marker's poll can go out while a page load replaces the mock's worker (a 404 from the
        // static server, not from the app).
        allowConsole(/status of 404/);
        for (const path of ['/permission/user/edit/abc', '/permission/user/AssignRoles/7x', '/permission/role/edit/qa']) {
            await page.goto(path);
            await page.waitForURL(url => url.pathname === '/404');
        }
        await page.goto('/permission/user');
        await page.getByRole('columnheader', { name: 'Last sign-in' }).waitFor();
        expect(await seriousA11yViolations(page)).toEqual([]);
        const editor = await openSignedIn('editor', { navigate: false });
        editor.allowConsole(/status of 404/);
        await editor.page.goto('/permission/user');
        await editor.page.waitForURL(url => url.pathname === '/404');
    });
});
