import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useSharedBrowser } from './browser';
import { goWithinApp, pathOf } from './support';

const CODE = 'CTE2E0001';

/** Searches the list on the server, once its table is shown (the search is kept in the URL). */
const search = async (page: Page, header: string, text: string) => {
    // Pages visited before stay mounted, hidden (the visited-page tabs): only the shown one counts.
    await page.getByRole('columnheader', { name: header }).filter({ visible: true }).first().waitFor();
    await page.getByPlaceholder('Search', { exact: true }).filter({ visible: true }).fill(text);
    await expect.poll(() => decodeURIComponent(pathOf(page))).toContain(`"q":"${text}"`);
};

/** Picks a value of a select (MUI) by its label. */
const choose = async (page: Page, label: string, option: string) => {
    await page.getByRole('combobox', { name: label, exact: false }).filter({ visible: true }).first().click();
    await page.getByRole('option', { name: option, exact: true }).click();
};

/**
 * Coupon templates as a user meets them (/prize/template): create one, break each kind of rule and read its text
 * (the form's own check, then the server's R-code check at its field), fix it, save, find it in the list; then the
 * warning before saving a combinable super coupon, at the edit page `/prize/template/edit?id=`.
 */
describe('coupon templates in Chromium: /prize/template', () => {
    const { openSignedIn } = useSharedBrowser();

    it('refuses broken rules with their texts, saves the fixed template, finds it, and warns before a combinable super coupon', async () => {
        const { page, allowConsole } = await openSignedIn('admin');
        // The R code refused by the server, as the browser and react-admin's development build log it.
        allowConsole(/status of 400|ApiError: An R code must match exactly one SPU/);

        // An SPU's model code: the R code that names exactly one SPU.
        await page.goto('/factory/spu/1');
        const modelCodeInput = page.getByLabel('Model code');
        await expect.poll(() => modelCodeInput.inputValue()).not.toBe('');
        const modelCode = await modelCodeInput.inputValue();

        await page.goto('/prize/template/add');
        await page.getByLabel('Template code').fill(CODE);
        await page.getByLabel('Name', { exact: false }).first().fill('E2E cash 500 off');
        await choose(page, 'Type', 'Cash off');
        await choose(page, 'Coupon type', 'Normal coupon');
        await page.getByLabel('Discount value').fill('500');
        await page.getByLabel('Limited value').fill('400');
        await choose(page, 'Limited type', 'Per user');
        await page.getByLabel('Limited time').fill('1');
        await page.getByRole('tab', { name: 'Time' }).click();
        await page.getByRole('radio', { name: 'By day' }).check();
        await page.getByLabel('Expiry in days after collection').fill('0');
        await page.getByRole('tab', { name: 'Products and notes' }).click();
        await choose(page, 'Product scope', 'An SPU');
        await choose(page, 'R type', 'R code');
        await page.getByLabel('R code', { exact: false }).last().fill('ZZ0000Z');

        // The form's own checks: the texts of spec section 5 at their fields.
        await page.getByRole('button', { name: 'Save' }).click();
        await page.getByRole('tab', { name: 'Discount' }).click();
        await page.getByText('Limited value must be greater than discount value').waitFor();
        await page.getByLabel('Limited value').fill('5000');
        await page.getByRole('tab', { name: 'Time' }).click();
        await page.getByText('The expiry in days after collection is a whole number of days, at least 1').waitFor();
        await page.getByLabel('Expiry in days after collection').fill('15');

        // The server's check: the R code names no SPU. The field says so and keeps what was typed.
        await page.getByRole('button', { name: 'Save' }).click();
        await page.getByRole('tab', { name: 'Products and notes' }).click();
        await page.getByText('An R code must match exactly one SPU').waitFor();
        const rCode = page.getByLabel('R code', { exact: false }).last();
        expect(await rCode.inputValue()).toBe('ZZ0000Z');
        expect(pathOf(page)).toBe('/prize/template/add');

        await rCode.fill(modelCode);
        await page.getByRole('button', { name: 'Save' }).click();
        await page.waitForURL(url => url.pathname === '/prize/template');
        await page.getByText('Element created').waitFor();
        await search(page, 'Template code', CODE);
        await expect.poll(() => page.locator('td.column-templateCode').allTextContents()).toEqual([CODE]);
        expect(await page.locator('td.column-limitedValue').first().textContent()).toContain('5,000');

        // The edit page names its record in the query; a combinable super coupon asks first.
        await page.locator('td.column-templateCode', { hasText: CODE }).click();
        await page.waitForURL(url => url.pathname === '/prize/template/edit' && url.searchParams.has('id'));
        await choose(page, 'Coupon type', 'Super coupon');
        await page.getByLabel('Combinable with other coupons').filter({ visible: true }).check();
        await page.getByRole('button', { name: 'Save' }).click();
        const warning = page.getByRole('dialog', { name: 'Save a combinable super coupon?' });
        await warning.getByText('This super coupon can be combined with other coupons on one order. Save it anyway?').waitFor();
        await warning.getByRole('button', { name: 'Cancel' }).click();
        await warning.waitFor({ state: 'hidden' });
        expect(pathOf(page)).toContain('/prize/template/edit?id=');

        await page.getByRole('button', { name: 'Save' }).click();
        await warning.getByRole('button', { name: 'Confirm' }).click();
        await page.waitForURL(url => url.pathname === '/prize/template');
        await page.getByText('Element updated').waitFor();
        await search(page, 'Template code', CODE);
        await expect.poll(() => page.locator('td.column-couponType').allTextContents()).toEqual(['Super coupon']);
    }, 180_000);

    it('copies a template under a new code, generates codes for a template and finds them in the code query', async () => {
        const { page } = await openSignedIn('admin', { navigate: false });
        await page.goto('/prize/template');
        const firstCode = (await page.locator('td.column-templateCode').first().textContent())!.trim();
        const firstName = (await page.locator('td.column-name').first().textContent())!.trim();

        // A copy keeps the terms and asks for a code of its own.
        await page.locator('tbody tr').first().getByRole('link', { name: 'Copy' }).click();
        await page.waitForURL(url => url.pathname === '/prize/template/add');
        const name = page.getByLabel('Name', { exact: false }).filter({ visible: true }).first();
        await expect.poll(() => name.inputValue()).toBe(firstName);
        const code = page.getByLabel('Template code').filter({ visible: true });
        expect(await code.inputValue()).toBe('');
        await code.fill('CTE2ECOPY');
        await page.getByRole('button', { name: 'Save' }).click();
        await page.waitForURL(url => url.pathname === '/prize/template');
        await search(page, 'Template code', 'CTE2ECOPY');
        await expect.poll(() => page.locator('td.column-name:visible').allTextContents()).toEqual([firstName]);
        await search(page, 'Template code', firstCode);
        // The rows of the new search, not the copy's row still shown until they come (its dialog would go with it).
        const firstRow = page.locator('tbody tr:visible').first();
        await expect.poll(async () => (await firstRow.locator('td.column-templateCode').textContent())?.trim()).toBe(firstCode);

        await firstRow.getByRole('button', { name: 'Generate codes' }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByLabel('Number of codes').fill('3');
        await dialog.getByRole('button', { name: 'Generate codes' }).click();
        await page.getByText('3 coupon codes generated').waitFor();

        // In the app (the router follows the history): a reload would start the page's mock again from its seed.
        await goWithinApp(page, '/prize/query-code');
        await search(page, 'Coupon code', `${firstCode}-`);
        await expect.poll(async () => (await page.locator('td.column-couponCode:visible').allTextContents()).length).toBe(3);
        const statuses = await page.locator('td.column-status:visible').allTextContents();
        expect(statuses).toEqual(['Not collected', 'Not collected', 'Not collected']);
    }, 120_000);

    it('keeps the changes of a save the session ended under, and fills them in again after signing in', async () => {
        const { page, allowConsole } = await openSignedIn('admin', { navigate: false });
        // The refused save, as the browser logs it.
        allowConsole(/status of 401/);
        await page.goto('/prize/template');
        await page.locator('td.column-templateCode').first().click();
        await page.waitForURL(url => url.pathname === '/prize/template/edit' && url.searchParams.has('id'));
        const editPath = pathOf(page);
        // The shown form's input (pages visited before stay mounted, hidden).
        const field = (label: string) => page.getByLabel(label).filter({ visible: true }).first();
        const name = page.getByLabel('Name', { exact: false }).filter({ visible: true }).first();
        await expect.poll(() => name.inputValue()).not.toBe('');
        await name.fill('Kept across a sign-in');
        await field('Limited value').fill('98765');
        await field('Limited time').fill('7');

        // The session ends while the user types (the page's mock: idle time 0 from now), then the user saves.
        await page.evaluate(() => {
            window.localStorage.setItem('oms.mock.idleSeconds', '0');
            document.querySelector<HTMLButtonElement>('form button[type="submit"]')!.click();
        });
        await page.waitForURL(url => url.pathname === '/login');
        // Sessions last again (the sign-in page may still be loading: retried until the page takes it).
        await expect
            .poll(() =>
                page
                    .evaluate(() => {
                        window.localStorage.removeItem('oms.mock.idleSeconds');
                        return true;
                    })
                    .catch(() => false),
            )
            .toBe(true);

        // Signed in again, back on the same record: the three changes are there, with a notice and a way to discard.
        await page.locator('input[name="username"]').fill('admin');
        await page.locator('input[name="password"]').fill('oms-demo');
        await page.locator('button[type="submit"]').click();
        await page.waitForURL(url => url.pathname !== '/login');
        // Back to the same screen (sign-in returns there, or the user opens it again).
        if (pathOf(page) !== editPath) await goWithinApp(page, editPath);
        await page.getByText('Your unsaved changes to this form were kept and are filled in again. Save them, or discard them.').waitFor();
        await page.getByRole('button', { name: 'Discard changes' }).waitFor();
        await expect.poll(() => name.inputValue()).toBe('Kept across a sign-in');
        expect(await field('Limited value').inputValue()).toBe('98765');
        expect(await field('Limited time').inputValue()).toBe('7');

        await page.getByRole('button', { name: 'Save' }).click();
        await page.waitForURL(url => url.pathname === '/prize/template');
        await page.getByText('Element updated').waitFor();
        // Saved: the draft is gone, and the record holds the changes.
        expect(await page.evaluate(() => Object.keys(window.localStorage).filter(key => key.startsWith('oms.draft.')))).toEqual([]);
        await goWithinApp(page, editPath);
        await expect.poll(() => field('Limited value').inputValue()).toBe('98765');
        expect(await page.getByText('Your unsaved changes to this form were kept').count()).toBe(0);
    }, 180_000);
});
