import { describe, expect, it } from 'vitest';
import { useSharedBrowser } from './browser';
import { pathOf } from './support';

/** The resource kit as a user meets it, on the SPU master (/factory/spu). */
describe('the resource kit in Chromium: /factory/spu', () => {
    const { openSignedIn } = useSharedBrowser();

    it('filters on the server with the filter in the URL, and opens a record at its spec path', async () => {
        const { page } = await openSignedIn('admin', { navigate: false });
        await page.goto('/factory/spu');
        await page.getByRole('columnheader', { name: 'SPU name' }).waitFor();
        await page.getByRole('combobox', { name: 'Status' }).click();
        await page.getByRole('option', { name: 'Off shelf' }).click();
        await expect.poll(() => decodeURIComponent(pathOf(page))).toContain('"status":"off_shelf"');
        const statuses = page.locator('td.column-status');
        await expect.poll(async () => [...new Set(await statuses.allTextContents())]).toEqual(['Off shelf']);

        await page.locator('tbody tr').first().click();
        await page.waitForURL(/\/factory\/spu\/\d+$/);
        await page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'SPU List' }).waitFor();
    });

    it("shows the server's refusal at its field, keeps the input, then saves and goes back to the list", async () => {
        const { page, allowConsole } = await openSignedIn('admin', { navigate: false });
        // The refused save, as the browser and react-admin's development build log it.
        allowConsole(/status of 400|ApiError: This value is already used by another record/);
        await page.goto('/factory/spu/1');
        const spuId = page.getByLabel('SPU ID');
        await expect.poll(() => spuId.inputValue()).toBe('SPU000001');
        await spuId.fill('SPU000002');
        await page.getByRole('button', { name: 'Save' }).click();
        await page.getByText('This value is already used by another record').waitFor();
        expect(await spuId.inputValue()).toBe('SPU000002');
        expect(pathOf(page)).toBe('/factory/spu/1');

        await spuId.fill('SPU900001');
        await page.getByRole('button', { name: 'Save' }).click();
        await page.waitForURL(url => url.pathname === '/factory/spu');
        await page.getByText('Element updated').waitFor();
        // The mock's data lives in the page (a reload reseeds it): find the change through the list's search.
        await page.getByPlaceholder('Search', { exact: true }).fill('SPU900001');
        await expect.poll(() => page.locator('td.column-spuId').allTextContents()).toEqual(['SPU900001']);
    });

    it('an unknown id says so and offers the way back to the list', async () => {
        const { page, allowConsole } = await openSignedIn('admin', { navigate: false });
        allowConsole(/status of 404|ApiError: spu record not found/);
        await page.goto('/factory/spu/99999');
        await page.getByText('This record does not exist, or it has been deleted.').waitFor();
        await page.getByRole('link', { name: 'Back to the list' }).click();
        await page.waitForURL(url => url.pathname === '/factory/spu');
    });

    it('reads in Chinese', async () => {
        const { page, context } = await openSignedIn('admin');
        await context.addCookies([{ name: 'language', value: 'zh', url: page.url() }]);
        await page.goto('/factory/spu');
        await page.getByRole('columnheader', { name: 'SPU 名称' }).waitFor();
        await expect.poll(async () => (await page.locator('td.column-status').allTextContents()).some(text => text === '上架')).toBe(true);
    });

    it('a value out of range on a tab not shown stops the save with a message and marks its tab', async () => {
        const { page } = await openSignedIn('admin', { navigate: false });
        await page.goto('/factory/sku/1');
        await page.getByRole('tab', { name: 'Logistics and tax' }).click();
        await page.getByLabel('Weight').fill('99999');
        await page.getByRole('tab', { name: 'Basics' }).click();
        await page.getByRole('button', { name: 'Save' }).click();
        await page.getByText('The form is not valid. Please check for errors').waitFor();
        const logistics = page.getByRole('tab', { name: 'Logistics and tax' });
        expect(await logistics.getAttribute('class')).toMatch(/\berror\b/);
        await logistics.click();
        await page.getByText('Must be 50000 or less').waitFor();
        await expect.poll(() => page.getByLabel('Weight').inputValue()).toBe('99999');
    });
});
