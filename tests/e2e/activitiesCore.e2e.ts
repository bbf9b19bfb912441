import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations, useSharedBrowser } from './browser';
import { eventually, pathOf } from './support';

/**
 * The rule-bound activities as a user meets them (issue 9): per entity, create, break a rule and read its text,
 * fix it, save, find it in the list; and the activity status model's pause and restart with their toasts. Times
 * are set far ahead so nothing seeded runs at the same time (one activity per SKU at a time).
 */
const datetime = (page: Page, label: string, value: string) => page.getByLabel(label, { exact: true }).fill(value);

/** Picks the first option an autocomplete offers (its choices come from the server). */
const pickFirst = async (page: Page, label: string) => {
    await page.getByLabel(label, { exact: true }).click();
    await page.getByRole('option').first().click();
    await page.keyboard.press('Escape');
};

const searchList = async (page: Page, text: string, column: string) => {
    await page.getByPlaceholder('Search', { exact: true }).fill(text);
    await eventually(() => page.locator(`td.column-${column}`).allTextContents()).toEqual([text]);
};

/** The longest name an activity may have (250 characters), without a space to break it at. */
const LONG_NAME = `E2E_resale_watch_${'x'.repeat(233)}`;

describe('activities with stated rules in Chromium', () => {
    const { openSignedIn } = useSharedBrowser();

    it('risk-order monitoring: batch add reports SKUs already added, the interest rule, then saved and listed', async () => {
        const { page } = await openSignedIn('admin', { navigate: false });
        await page.goto('/activities/risk-order-monitoring');
        // The list has its rows (the screen and its data loaded) before Create is used: on a busy machine the click
        // otherwise lands while the lazy screen is still settling.
        await page.locator('tbody tr').first().waitFor();
        await page.getByRole('link', { name: 'Create' }).click();
        await page.waitForURL(url => url.pathname === '/activities/risk-order-monitoring/create');
        await page.getByLabel('Activity name *').fill(LONG_NAME);
        await datetime(page, 'Start time *', '2027-06-01T10:00');
        await datetime(page, 'End time *', '2027-06-20T10:00');
        await pickFirst(page, 'SPU *');

        await page.getByRole('button', { name: 'Batch add SKUs' }).click();
        const dialog = page.getByRole('dialog', { name: 'Batch add SKUs' });
        await dialog.getByLabel('SKU codes').fill('SKU000001 SKU000002');
        await dialog.getByRole('button', { name: 'Add' }).click();
        await dialog.getByText('2 SKUs added').waitFor();
        await dialog.getByLabel('SKU codes').fill('SKU000002, SKU000003, NOPE');
        await dialog.getByRole('button', { name: 'Add' }).click();
        await dialog.getByText('Sorry, the SKU has been added: SKU000002').waitFor();
        await dialog.getByText('No SKU has these codes: NOPE').waitFor();
        await dialog.getByText('1 SKU added').waitFor();
        await dialog.getByRole('button', { name: 'Close' }).click();

        await page.getByLabel('Selling price *').fill('19999');
        await page.getByLabel('Discounts *').fill('0');
        await page.getByLabel('Lowest price *').fill('18999');
        await page.getByLabel('EMI plan interest *').fill('100.5');
        await page.getByRole('button', { name: 'Save' }).click();
        await page.getByText('Discounts needs to be a positive number').waitFor();
        await page.getByText('EMI plan interest cannot be above 100').waitFor();
        expect(await page.getByLabel('Activity name *').inputValue()).toBe(LONG_NAME);

        await page.getByLabel('Discounts *').fill('1000');
        await page.getByLabel('EMI plan interest *').fill('12.5');
        await page.getByRole('button', { name: 'Save' }).click();
        await page.waitForURL(url => url.pathname === '/activities/risk-order-monitoring');
        await searchList(page, LONG_NAME, 'activityName');
        await eventually(() => page.locator('td.column-skuCount').allTextContents()).toEqual(['3']);
        await eventually(() => page.locator('td.column-status').allTextContents()).toEqual(['Not yet started']);
        // The 250-character name without a space wraps in its cell: the list is no wider than the window.
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    });

    it('pause and restart a running activity, each confirmed, with their toasts; only allowed actions are offered', async () => {
        const { page } = await openSignedIn('admin', { navigate: false });
        await page.goto('/activities/risk-order-monitoring');
        await page.getByRole('combobox', { name: 'State' }).click();
        await page.getByRole('option', { name: 'In progress' }).click();
        const row = page.locator('tbody tr').first();
        await eventually(() => row.locator('td.column-status').textContent()).toBe('In progress');
        const actions = async (target: typeof row) => ({
            buttons: (await target.getByRole('button').allTextContents()).map(text => text.trim()),
            links: (await target.getByRole('link').allTextContents()).map(text => text.trim()),
        });
        await eventually(() => actions(row)).toEqual({ buttons: ['View', 'Pause', 'End', 'Copy'], links: [] });
        const id = (await row.locator('td.column-id').textContent())!.trim();
        const name = (await row.locator('td.column-activityName').textContent())!.trim();

        // View reads the record in a dialog, without leaving the list.
        await row.getByRole('button', { name: 'View' }).click();
        const view = page.getByRole('dialog', { name });
        await view.getByText('EMI plan interest').waitFor();
        expect(await seriousA11yViolations(page)).toEqual([]);
        await view.getByRole('button', { name: 'Close' }).click();
        await view.waitFor({ state: 'detached' });

        await row.getByRole('button', { name: 'Pause' }).click();
        await page.getByRole('dialog').getByText(`Pause "${name}"? It stops until it is restarted.`).waitFor();
        await page.getByRole('button', { name: 'Confirm' }).click();
        await page.getByText('Paused successfully').waitFor();

        // The filter still says in progress: find the row under paused, where it may be edited and restarted.
        await page.getByRole('combobox', { name: 'State' }).click();
        await page.getByRole('option', { name: 'Paused' }).click();
        const paused = page.locator('tbody tr', { has: page.locator('td.column-id', { hasText: new RegExp(`^${id}$`) }) });
        await eventually(() => actions(paused)).toEqual({ buttons: ['View', 'Restart', 'End', 'Copy'], links: ['Edit'] });
        await paused.getByRole('button', { name: 'Restart' }).click();
        await page.getByRole('dialog').getByText(`Restart "${name}"? It runs again within its time range.`).waitFor();
        await page.getByRole('button', { name: 'Confirm' }).click();
        await page.getByText('Restarted successfully').waitFor();
        await eventually(() => page.locator('tbody tr td.column-id').allTextContents()).not.toContain(id);
        expect(pathOf(page)).toContain('/activities/risk-order-monitoring');
    });

    it('hot search v2: the jump page needs the mini app path its type asks for, then saved and listed', async () => {
        const { page } = await openSignedIn('admin', { navigate: false });
        await page.goto('/activities/hot-search-v2');
        await page.getByRole('link', { name: 'Create' }).click();
        await page.waitForURL(url => url.pathname === '/activities/hot-search-v2/edit/create');
        await page.getByLabel('Shown as *').click();
        await page.getByRole('option', { name: 'Hot word' }).click();
        await page.getByLabel('Tag *').fill('E2E earbuds');
        await page.getByLabel('Sort *').fill('3');
        await datetime(page, 'Valid from *', '2027-06-01T10:00');
        await datetime(page, 'Valid until *', '2027-06-20T10:00');
        await page.getByLabel('Jump type').click();
        await page.getByRole('option', { name: 'Mini program' }).click();
        await page.getByLabel('Mini app ID').fill('wx8f3c2a91d7b4e605');
        await page.getByRole('button', { name: 'Save' }).click();
        await page.getByText('resource is required').waitFor();
        await page.getByText('Required').first().waitFor(); // the subtitle

        await page.getByLabel('Subtitle *').fill('Trending this week');
        await page.getByLabel('Mini app path').fill('pages/index/index');
        await page.getByRole('button', { name: 'Save' }).click();
        await page.waitForURL(url => url.pathname === '/activities/hot-search-v2');
        await searchList(page, 'E2E earbuds', 'tag');
    });

    it('hot search (list and dialog): a deeplink needs its package name, then saved and listed', async () => {
        const { page } = await openSignedIn('admin', { navigate: false });
        await page.goto('/activities/hotSearch');
        await page.getByRole('button', { name: 'Create' }).click();
        const dialog = page.getByRole('dialog', { name: 'Create' });
        await dialog.getByLabel('Tag *').fill('E2E power bank');
        await dialog.getByLabel('Subtitle *').fill('Up to 40% off');
        await dialog.getByLabel('Sort *').fill('2');
        await datetime(page, 'Valid from *', '2027-06-01T10:00');
        await datetime(page, 'Valid until *', '2027-06-20T10:00');
        await dialog.getByLabel('Jump type').click();
        await page.getByRole('option', { name: 'Deeplink' }).click();
        await dialog.getByRole('textbox', { name: 'Deeplink', exact: true }).fill('omsapp://product/10021');
        await dialog.getByRole('button', { name: 'Save' }).click();
        await dialog.getByText('resource is required').waitFor();

        await dialog.getByLabel('Package name').fill('com.example.store');
        await dialog.getByRole('button', { name: 'Save' }).click();
        await dialog.waitFor({ state: 'detached' });
        await searchList(page, 'E2E power bank', 'tag');
    });

    it('cardless EMI: the end before the start is refused, then saved at operate?id= and listed', async () => {
        const { page } = await openSignedIn('admin', { navigate: false });
        await page.goto('/bankOffer/cardlessEmi');
        // The list has its rows (the screen and its data loaded) before Create is used: on a busy machine the click
        // otherwise lands while the lazy screen is still settling.
        await page.locator('tbody tr').first().waitFor();
        await page.getByRole('link', { name: 'Create' }).click();
        await page.waitForURL(url => url.pathname === '/bankOffer/cardlessEmi/operate' && url.search === '?id=create');
        await page.getByLabel('Name *').fill('E2E cardless EMI');
        await datetime(page, 'Start time *', '2027-06-20T10:00');
        await datetime(page, 'End time *', '2027-06-01T10:00');
        await pickFirst(page, 'Products (SKU name) *');
        await page.getByLabel('EMI months *').click();
        await page.getByRole('option', { name: '6 months' }).click();
        await page.keyboard.press('Escape');
        await page.getByRole('button', { name: 'Save' }).click();
        await page.getByText('The end time must be after the start time').waitFor();

        await datetime(page, 'End time *', '2027-07-01T10:00');
        await page.getByRole('button', { name: 'Save' }).click();
        await page.waitForURL(url => url.pathname === '/bankOffer/cardlessEmi');
        await searchList(page, 'E2E cardless EMI', 'name');
        await expect.poll(() => page.locator('td.column-emiMonths').allTextContents()).toEqual(['6 months']);
    });
});
