import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { useSharedBrowser } from './browser';
import { downloadOf, saveWorkbook, workbookOf } from './workbooks';

/** Files in and out of the kit's lists (resources/kit/files): the import's all-or-nothing rule and its error file. */
describe('imports and exports in Chromium', () => {
    const { openSignedIn } = useSharedBrowser();

    it('an import that fails names the bad row in its error file, imports nothing, then succeeds after the fix', async () => {
        const { page } = await openSignedIn('admin', { navigate: false });
        await page.goto('/factory/spu');
        await page.getByRole('columnheader', { name: 'SPU name' }).waitFor();
        await page.getByRole('button', { name: 'Import' }).click();
        const dialog = page.getByRole('dialog');

        // The template: labels in row 1, the field keys in row 2, data below.
        const template = await workbookOf(await downloadOf(page, () => dialog.getByRole('button', { name: 'Download template' }).click()));
        const sheet = template.worksheets[0];
        const keys = (sheet.getRow(2).values as unknown[]).map(value => String(value ?? ''));
        const column = (key: string) => keys.indexOf(key);
        const fill = (rowNumber: number, values: Record<string, string | number>) => {
            const row = sheet.getRow(rowNumber);
            Object.entries(values).forEach(([key, value]) => (row.getCell(column(key)).value = value));
            row.commit();
        };
        const good = { spuId: 'SPU700001', spuName: 'Vega 70 Pro', categoryId: 1, modelCode: 'V7001P', status: 'on_shelf' };
        fill(3, good);
        fill(4, { ...good, spuId: 'SPU700002', spuName: '' });

        await dialog.locator('input[type="file"]').setInputFiles(await saveWorkbook(template, 'spu-bad'));
        await dialog.getByRole('button', { name: 'Upload' }).click();
        await dialog.getByText('Upload failed. Please correct the data according to the error messages in the Excel file below and re-upload').waitFor();
        await page.getByText('Import operation is failed').waitFor();

        const errors = await workbookOf(await downloadOf(page, () => dialog.getByRole('button', { name: 'Download error file' }).click()));
        const listed = errors.getWorksheet('Errors')!;
        const rowsNamed = (listed.getSheetValues() as unknown[][]).slice(2).map(values => values.slice(1, 3).map(String));
        expect(rowsNamed).toContainEqual(['4', expect.stringMatching(/SPU name/)]);

        // Nothing of the failed file was imported.
        await dialog.getByRole('button', { name: 'Close' }).click();
        await dialog.waitFor({ state: 'hidden' });
        const search = page.locator('#main-content').getByPlaceholder('Search', { exact: true });
        await search.fill('SPU70000');
        await expect.poll(() => page.locator('td.column-spuId').count()).toBe(0);

        // Fixed, the same file goes in whole.
        fill(4, { spuName: 'Vega 70 Lite' });
        await page.getByRole('button', { name: 'Import' }).click();
        await dialog.locator('input[type="file"]').setInputFiles(await saveWorkbook(template, 'spu-fixed'));
        await dialog.getByRole('button', { name: 'Upload' }).click();
        await page.getByText('Import operation is successful').waitFor();
        // The dialog closes itself on success.
        await dialog.waitFor({ state: 'hidden' });
        await expect.poll(() => page.locator('td.column-spuId').allTextContents()).toEqual(['SPU700001', 'SPU700002']);
    });

    it('an export over 1,000 rows becomes a task that lights the marker and downloads from the centre', async () => {
        const { page } = await openSignedIn('admin', { navigate: false });
        await page.goto('/factory/pin_basic');
        await page.getByRole('columnheader', { name: 'Pincode' }).waitFor();
        await page.getByRole('button', { name: 'Export' }).click();
        await page.getByRole('menuitem', { name: 'CSV' }).click();
        await page.getByText(/more than 1000: the export runs as a task/).waitFor();

        const marker = page.getByRole('link', { name: /new results/i });
        await marker.waitFor({ timeout: 20_000 });
        await marker.click();
        await page.waitForURL(url => url.pathname === '/async-task');
        const file = await downloadOf(page, () => page.getByRole('button', { name: 'Download' }).first().click());
        const text = await readFile((await file.path())!, 'utf8');
        expect(text.split('\n').filter(Boolean).length).toBeGreaterThan(1000);
    });
});
