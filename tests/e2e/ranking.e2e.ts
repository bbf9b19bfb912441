import { describe, expect, it } from 'vitest';
import { spuActivityOf } from '../../resources/ranking-lists/spuActivity';
import { useSharedBrowser } from './browser';
import { eventually, expectNoA11yProblems, pickOption, pngFile } from './support';

/**
 * The site in's seeded SPUs are ids 1 to 40, coded SPU000001 to SPU000040: the one with the fewest 7-day sales ranks
 * last on Best Seller with no virtual heat (its seeded SKUs are named after it).
 */
const LAST_SELLER = Array.from({ length: 40 }, (_, index) => index + 1).reduce((low, id) => (spuActivityOf(id).sales7d < spuActivityOf(low).sales7d ? id : low));
const LAST_SELLER_CODE = `SPU${String(LAST_SELLER).padStart(6, '0')}`;

/**
 * The ranking lists (/activities/rank) as an operator meets them: the three tabs filter the lists on the server;
 * a new list's entry breaks the 0..999999 rule and the top-10 rule and reads their texts, is fixed, saved, found
 * and hidden.
 */
describe('ranking lists in Chromium: /activities/rank', () => {
    const { openSignedIn } = useSharedBrowser();

    it('tabs by type; an entry refused out of range and below the 10th place, then saved, found and hidden', async () => {
        const { page, allowConsole } = await openSignedIn('admin', { navigate: false });
        // The server's refusal of the low-ranked entry, as the browser and react-admin's development build log it.
        allowConsole(/status of 400|ApiError: Estimated ranking is lower than 10/);
        await page.goto('/activities/rank');
        const tabs = page.getByRole('tablist', { name: 'Ranking list type' });
        await eventually(() => tabs.getByRole('tab', { selected: true }).textContent()).toBe('Best Seller');
        await eventually(async () => [...new Set(await page.locator('td.column-type').allTextContents())]).toEqual(['Best Seller']);
        await tabs.getByRole('tab', { name: 'Trending Now' }).click();
        await eventually(async () => [...new Set(await page.locator('td.column-type').allTextContents())]).toEqual(['Trending Now']);
        await tabs.getByRole('tab', { name: 'Best Seller' }).click();
        await eventually(async () => [...new Set(await page.locator('td.column-type').allTextContents())]).toEqual(['Best Seller']);
        await expectNoA11yProblems(page);

        await page.getByRole('button', { name: 'Create' }).click();
        const dialog = page.getByRole('dialog', { name: 'Create' });
        await pickOption(page, dialog, 'List', 'Best Seller');
        await dialog.getByLabel('List title').fill('Weekly best sellers E2E');
        await dialog.getByLabel('Page title').fill('Rankings');
        await dialog.getByLabel('Product details title').fill('On the charts');
        await dialog.locator('.ra-input-headerImageMobile input[type="file"]').setInputFiles(pngFile('mobile.png'));
        await dialog.locator('.ra-input-headerImagePc input[type="file"]').setInputFiles(pngFile('pc.png'));
        await eventually(() => dialog.getByRole('textbox', { name: 'Header image (PC)' }).inputValue()).toMatch(/pc\.png$/);
        await dialog.getByLabel('Background colour').fill('#FFF4E5');
        await dialog.getByLabel('Title colour').fill('#1A1A1A');
        await dialog.getByLabel('Sort').fill('9');
        await pickOption(page, dialog, 'Display status', 'Displaying');

        // One entry: the SPU through the SPU selection dialog, one of its SKUs, prices and a virtual heat too big.
        await dialog.getByRole('button', { name: 'Add', exact: true }).click();
        await dialog.getByRole('button', { name: 'Select SPU' }).click();
        const chooser = page.getByRole('dialog', { name: 'Select an SPU' });
        await chooser.getByPlaceholder('Search', { exact: true }).fill(LAST_SELLER_CODE);
        await eventually(() => chooser.locator('td.column-spuId').allTextContents()).toEqual([LAST_SELLER_CODE]);
        const spuName = (await chooser.locator('td.column-spuName').textContent())!;
        await chooser.locator('tbody tr').first().click();
        await chooser.getByRole('button', { name: 'Confirm' }).click();
        await chooser.waitFor({ state: 'hidden' });
        await dialog.getByText(`(${LAST_SELLER_CODE})`).waitFor();
        await dialog.getByRole('combobox', { name: 'Default SKU' }).fill(spuName);
        await page.getByRole('option', { name: new RegExp(`^${spuName} `) }).first().click();
        await dialog.getByLabel('Sales price').fill('14999');
        await dialog.getByLabel('Original price').fill('17999');
        await dialog.getByLabel('Virtual heat').fill('1000000');
        await dialog.getByRole('button', { name: 'Save' }).click();
        await dialog.getByText('Values are numbers in 0 to 999999').waitFor();
        await expectNoA11yProblems(page);

        // In range but with no virtual heat, the SPU that sells least is estimated last: the server refuses it.
        await dialog.getByLabel('Virtual heat').fill('0');
        await dialog.getByRole('button', { name: 'Save' }).click();
        await dialog.getByText('Estimated ranking is lower than 10 and cannot be saved').waitFor();
        expect(await dialog.getByLabel('List title').inputValue()).toBe('Weekly best sellers E2E');

        await dialog.getByLabel('Virtual heat').fill('999999');
        await dialog.getByRole('button', { name: 'Save' }).click();
        await page.getByText('Element created').waitFor();
        await dialog.waitFor({ state: 'hidden' });
        await page.getByRole('textbox', { name: 'List title' }).fill('Weekly best sellers E2E');
        await eventually(() => page.locator('td.column-listTitle').allTextContents()).toEqual(['Weekly best sellers E2E']);
        await eventually(() => page.locator('td.column-entryCount').allTextContents()).toEqual(['1']);

        // Hidden (confirmed), it reads Hidden and offers Display.
        await page.getByRole('button', { name: 'Hide' }).click();
        await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
        await page.getByText('Operation successful').waitFor();
        await eventually(() => page.locator('td.column-displayStatus').allTextContents()).toEqual(['Hidden']);
        await page.getByRole('button', { name: 'Display' }).waitFor();
    });
});
