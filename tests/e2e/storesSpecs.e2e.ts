import { describe, expect, it } from 'vitest';
import { useSharedBrowser } from './browser';
import { eventually, expectNoA11yProblems, goWithinApp, pathOf, pickOption, pngFile } from './support';
import { downloadOf, filler, saveWorkbook, workbookOf } from './workbooks';

/**
 * Store addresses, the support tab's picture modules and spec comparisons as a user meets them: create, break a
 * rule and read its text, fix it, save, find the record in the list; a store upload with bad rows names them.
 */
describe('store addresses, support tab and spec comparison in Chromium', () => {
    const { openSignedIn } = useSharedBrowser();

    it('a store: every field required, a longitude off the globe refused with its range, then saved and listed', async () => {
        const { page } = await openSignedIn('admin', { navigate: false });
        // A step that cannot happen fails at once with its locator, instead of at the test's time limit.
        await page.goto('/serviceSite/storeAddress');
        await page.getByRole('columnheader', { name: 'Store name' }).waitFor();
        await expectNoA11yProblems(page);
        await page.getByRole('link', { name: 'Create' }).click();
        await page.waitForURL(url => url.pathname === '/serviceSite/storeEdit/create');
        // The record's form (the list stays mounted in its tab, with its filter form).
        const form = page.locator('form:has(button[type="submit"])');

        // Saving with only the pincode typed names every other field (an untouched form's Save is disabled).
        await form.getByLabel('Pincode').fill('560025');
        await page.getByRole('button', { name: 'Save' }).click();
        await eventually(() => form.getByText('Required', { exact: true }).count()).toBe(12);

        await form.getByLabel('Store name').fill('Brigade Road Experience Store');
        await pickOption(page, form, 'Store type', 'Experience store');
        await form.getByLabel('State').fill('Karnataka');
        await form.getByLabel('City').fill('Bengaluru');
        await form.getByLabel('Address').fill('45 Brigade Road');
        await form.getByLabel('Longitude').fill('200');
        await form.getByLabel('Latitude').fill('12.9716');
        await form.getByLabel('Business hours').fill('10:00-21:00');
        await form.getByLabel('Break time').fill('13:00-14:00');
        await form.getByLabel('Contact').fill('+91 80 4000 1234');
        await form.locator('.ra-input-image input[type="file"]').setInputFiles(pngFile('brigade.png'));
        await eventually(() => form.getByRole('textbox', { name: 'Image' }).inputValue()).toMatch(/brigade\.png$/);
        await pickOption(page, form, 'Status', 'Display');
        await page.getByRole('button', { name: 'Save' }).click();
        await form.getByText('Longitude must be between -180 and 180').waitFor();
        await expectNoA11yProblems(page);
        expect(pathOf(page)).toBe('/serviceSite/storeEdit/create');
        expect(await form.getByLabel('Store name').inputValue()).toBe('Brigade Road Experience Store');

        await form.getByLabel('Longitude').fill('77.607');
        await page.getByRole('button', { name: 'Save' }).click();
        await page.waitForURL(url => url.pathname === '/serviceSite/storeAddress');
        await page.getByText('Element created').waitFor();
        await page.getByRole('textbox', { name: 'Store name' }).fill('Brigade Road');
        await eventually(() => page.locator('td.column-name').allTextContents()).toEqual(['Brigade Road Experience Store']);

        // The store page shows it as customers see it (moved to in the app: a reload would reseed the page's mock).
        await goWithinApp(page, '/serviceSite/storePage');
        await page.getByRole('textbox', { name: 'City' }).fill('Bengaluru');
        await page.getByRole('heading', { name: 'Brigade Road Experience Store' }).waitFor();
        expect(await page.getByRole('link', { name: 'Show Brigade Road Experience Store on the map' }).getAttribute('href')).toBe(
            'https://www.openstreetmap.org/?mlat=12.9716&mlon=77.607#map=17/12.9716/77.607',
        );
        await expectNoA11yProblems(page);

        // Shielded (confirmed), it reads Shield and leaves the store page.
        await goWithinApp(page, '/serviceSite/storeAddress');
        await page.getByRole('textbox', { name: 'Store name' }).fill('Brigade Road');
        await eventually(() => page.locator('td.column-name').allTextContents()).toEqual(['Brigade Road Experience Store']);
        await page.getByRole('button', { name: 'Shield' }).click();
        await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
        await page.getByText('Operation successful').waitFor();
        await eventually(() => page.locator('td.column-status').allTextContents()).toEqual(['Shield']);
        await goWithinApp(page, '/serviceSite/storePage');
        await page.getByRole('textbox', { name: 'City' }).fill('Bengaluru');
        // The page kept in its tab shows what it listed before until its refetch answers.
        await eventually(() => page.getByRole('heading', { name: 'Brigade Road Experience Store' }).count()).toBe(0);
        await page.getByText('No displayed store matches.').or(page.getByRole('article').first()).waitFor();
    });

    it('a store upload with bad rows imports nothing and names each bad row; fixed, it goes in whole', async () => {
        const { page } = await openSignedIn('admin', { navigate: false });
        await page.goto('/serviceSite/storeAddress');
        await page.getByRole('columnheader', { name: 'Store name' }).waitFor();
        await page.getByRole('button', { name: 'Import' }).click();
        const dialog = page.getByRole('dialog');
        const template = await workbookOf(await downloadOf(page, () => dialog.getByRole('button', { name: 'Download template' }).click()));
        const fill = filler(template.worksheets[0]);
        const store = {
            name: 'Upload Store 1',
            storeType: 'authorised',
            state: 'Maharashtra',
            city: 'Pune',
            address: '1 FC Road',
            pincode: '411004',
            longitude: 73.8412,
            latitude: 18.5196,
            businessHours: '10:00-21:00',
            breakTime: '14:00-14:30',
            contact: '+91 20 4000 0001',
            image: 'https://cdn.example.com/stores/pune.png',
            status: 'display',
        };
        fill(3, store);
        fill(4, { ...store, name: 'Upload Store 2', latitude: 95 });
        fill(5, { ...store, name: 'Upload Store 3', contact: '' });
        await dialog.locator('input[type="file"]').setInputFiles(await saveWorkbook(template, 'stores-bad'));
        await dialog.getByRole('button', { name: 'Upload' }).click();
        await dialog.getByText('Upload failed. Please correct the data according to the error messages in the Excel file below and re-upload').waitFor();
        await page.getByText('Import operation is failed').waitFor();
        await expectNoA11yProblems(page);

        const errors = await workbookOf(await downloadOf(page, () => dialog.getByRole('button', { name: 'Download error file' }).click()));
        const listed = (errors.getWorksheet('Errors')!.getSheetValues() as unknown[][]).slice(2).map(values => values.slice(1, 4).map(String));
        expect(listed).toEqual([
            ['4', 'Latitude *', 'Latitude must be between -90 and 90'],
            ['5', 'Contact *', 'Required'],
        ]);

        await dialog.getByRole('button', { name: 'Close' }).click();
        await dialog.waitFor({ state: 'hidden' });
        const nameFilter = page.getByRole('textbox', { name: 'Store name' });
        await nameFilter.fill('Upload Store');
        await eventually(() => page.locator('td.column-name').count()).toBe(0);

        fill(4, { latitude: 18.53 });
        fill(5, { contact: '+91 20 4000 0003' });
        await page.getByRole('button', { name: 'Import' }).click();
        await dialog.locator('input[type="file"]').setInputFiles(await saveWorkbook(template, 'stores-fixed'));
        await dialog.getByRole('button', { name: 'Upload' }).click();
        await page.getByText('Import operation is successful').waitFor();
        await dialog.waitFor({ state: 'hidden' });
        await eventually(async () => (await page.locator('td.column-name').allTextContents()).sort()).toEqual(['Upload Store 1', 'Upload Store 2', 'Upload Store 3']);
    });

    it('a support tab module: an odd picture count is refused with its text; one more picture and it saves', async () => {
        const { page, allowConsole } = await openSignedIn('admin', { navigate: false });
        allowConsole(/status of 400/);
        await page.goto('/app/supportApp');
        await page.getByRole('columnheader', { name: 'Layout' }).waitFor();
        await expectNoA11yProblems(page);
        await page.getByRole('button', { name: 'Create' }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByLabel('Title').fill('Warranty check');
        await pickOption(page, dialog, 'Layout', 'One row of 2 pictures');
        await dialog.getByLabel('Sort').fill('9');
        await pickOption(page, dialog, 'Status', 'Online');
        const picker = dialog.locator('.ra-input-pictures input[type="file"]');
        await picker.setInputFiles([pngFile('one.png'), pngFile('two.png'), pngFile('three.png')]);
        await eventually(() => dialog.getByRole('listitem').count()).toBe(3);
        await dialog.getByRole('button', { name: 'Save' }).click();
        await dialog.getByText('The number of pictures must be a multiple of 2 (now 3)').waitFor();
        await expectNoA11yProblems(page);

        await picker.setInputFiles([pngFile('four.png')]);
        await eventually(() => dialog.getByRole('listitem').count()).toBe(4);
        await dialog.getByRole('button', { name: 'Save' }).click();
        await dialog.waitFor({ state: 'hidden' });
        await page.getByText('Element created').waitFor();
        await page.getByRole('textbox', { name: 'Title' }).fill('Warranty check');
        await eventually(() => page.locator('td.column-title').allTextContents()).toEqual(['Warranty check']);
        // The list shows the module as the app lays it out: its 4 pictures, two a row.
        await eventually(() => page.locator('td.column-pictures img').count()).toBe(4);
    });

    it('spec import: an SPU, then a file, then every row sound; the comparison is listed and edited as rows', async () => {
        const { page, allowConsole } = await openSignedIn('admin', { navigate: false });
        allowConsole(/status of 400/);
        await page.goto('/factory/compare');
        await page.getByRole('columnheader', { name: 'Key specs' }).waitFor();
        await expectNoA11yProblems(page);
        await page.getByRole('button', { name: 'Import specs' }).click();
        const dialog = page.getByRole('dialog', { name: 'Import specs' });
        await dialog.getByRole('button', { name: 'Import', exact: true }).click();
        await dialog.getByText('Please select an SPU first').waitFor();

        await dialog.getByRole('button', { name: 'Select SPU' }).click();
        const chooser = page.getByRole('dialog', { name: 'Select an SPU' });
        await chooser.getByPlaceholder('Search', { exact: true }).fill('SPU000030');
        await eventually(() => chooser.locator('td.column-spuId').allTextContents()).toEqual(['SPU000030']);
        await chooser.locator('tbody tr').first().click();
        await chooser.getByRole('button', { name: 'Confirm' }).click();
        await chooser.waitFor({ state: 'hidden' });
        await dialog.getByText('(SPU000030)').waitFor();
        await dialog.getByRole('button', { name: 'Import', exact: true }).click();
        await dialog.getByText('Please upload a file first').waitFor();

        const template = await workbookOf(await downloadOf(page, () => dialog.getByRole('button', { name: 'Download template' }).click()));
        const fill = filler(template.worksheets[0]);
        fill(3, { list: 'key', category: 'Camera', name: 'Rear camera', value: '200 MP', ranking: 1, displayStatus: 'display' });
        fill(4, { list: 'key', category: 'Battery', name: 'Battery', value: '5500 mAh', ranking: 0, displayStatus: 'display' });
        fill(5, { list: 'detailed', category: 'Memory', name: 'RAM', value: '12 GB', ranking: 1, displayStatus: 'hide' });
        await dialog.locator('input[type="file"]').setInputFiles(await saveWorkbook(template, 'specs-bad'));
        await dialog.getByRole('button', { name: 'Import', exact: true }).click();
        await page.getByText('Import operation is failed').first().waitFor();
        await dialog.getByText('Row 4: the ranking must be a whole number from 1 to 999').waitFor();

        fill(4, { ranking: 2 });
        await dialog.locator('input[type="file"]').setInputFiles(await saveWorkbook(template, 'specs-fixed'));
        await dialog.getByRole('button', { name: 'Import', exact: true }).click();
        await page.getByText('Import operation is successful').waitFor();
        await dialog.waitFor({ state: 'hidden' });

        // Listed first (the newest), with its counts; its record page edits the specs as rows.
        const first = page.locator('tbody tr').first();
        await eventually(() => first.locator('td.column-spuId').textContent()).toContain('SPU000030');
        expect(await first.locator('td.column-keySpecCount').textContent()).toBe('2');
        expect(await first.locator('td.column-detailedSpecCount').textContent()).toBe('1');
        await first.click();
        await page.waitForURL(url => url.pathname === '/factory/compareEdit' && url.searchParams.has('id'));
        await page.getByRole('tab', { name: 'Key specs' }).click();
        const ranking = page.getByRole('spinbutton', { name: 'Ranking' });
        await eventually(() => ranking.count()).toBe(2);
        await ranking.nth(1).fill('1');
        await page.getByRole('button', { name: 'Save' }).click();
        await page.getByText('Row 2: ranking 1 is already used by row 1').waitFor();
        await expectNoA11yProblems(page);
        await ranking.nth(1).fill('3');
        await page.getByRole('button', { name: 'Save' }).click();
        await page.waitForURL(url => url.pathname === '/factory/compare');
        await page.getByText('Element updated').waitFor();
    });
});
