import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useSharedBrowser } from './browser';
import { eventually } from './support';

/**
 * The other /activities screens as a user meets them (issue 9, part 3), table-driven over three of them: a record
 * page (payment-method discount) and two dialog-edited lists (community activity, partner payment). Each: open the
 * list, create an activity running since yesterday with one of its rules broken, read the rule's text at its field
 * with everything typed kept, fix it, save, find it in the list in progress, pause it (confirmed, with the toast).
 */

/** A form input by its label, with or without the required mark. */
const input = (scope: Locator, label: string) =>
    scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\%]/g, '\\$&')}(\\s*\\*)?$`));

/** A datetime-local value, days from now (whole days keep it clear of any time zone). */
const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 16);

interface Journey {
    screen: string;
    /** Created on a record page (a Create link) or in a dialog on the list (a Create button). */
    dialog: boolean;
    name: string;
    texts: readonly (readonly [label: string, value: string])[];
    selects: readonly (readonly [label: string, option: string])[];
    /** The input that breaks the rule, its value, the rule's text and the value that fixes it. */
    broken: readonly [label: string, value: string, text: string, fixed: string];
}

const JOURNEYS: readonly Journey[] = [
    {
        screen: '/activities/paymentMethod',
        dialog: false,
        name: 'E2E UPI weekend',
        texts: [['Pay channel', 'Razorpay'], ['Minimum order', '999']],
        selects: [['Pay method', 'UPI'], ['Discount type', 'Flat amount']],
        broken: ['Flat discount', '999', 'A flat discount must be below the minimum order', '499'],
    },
    {
        screen: '/activities/community-activity',
        dialog: true,
        name: 'E2E photo contest',
        texts: [['Community post', 'https://community.example.com/t/42'], ['Reward', '500 coupon'], ['Participants', '10']],
        selects: [['Reward type', 'Coupon']],
        broken: ['Winners', '11', 'There cannot be more winners than participants', '3'],
    },
    {
        screen: '/activities/partner-payment-activity-1',
        dialog: true,
        name: 'E2E Paytm cashback',
        texts: [['Partner', 'Paytm'], ['Benefit (% of the order)', '0.1'], ['Limit per user', '1'], ['Budget', '100000']],
        selects: [['Pay method', 'Wallet'], ['Benefit', 'Cashback']],
        broken: ['Most per order', '200000', 'The most per order cannot exceed the budget', '500'],
    },
];

const choose = async (page: Page, form: Locator, label: string, option: string) => {
    await input(form, label).click();
    await page.getByRole('option', { name: option, exact: true }).click();
};

describe('the other /activities screens in Chromium', () => {
    const { openSignedIn } = useSharedBrowser();

    it.each(JOURNEYS)('$screen: a broken rule shows its text, the fixed activity is saved, listed and paused', async journey => {
        const { page } = await openSignedIn('admin', { navigate: false });
        await page.goto(journey.screen);
        await page.getByRole('columnheader', { name: 'Activity name' }).waitFor();
        await page.getByRole(journey.dialog ? 'button' : 'link', { name: 'Create', exact: true }).click();
        const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Save' }) });

        await input(form, 'Activity name').fill(journey.name);
        await input(form, 'Start time').fill(daysFromNow(-1));
        await input(form, 'End time').fill(daysFromNow(30));
        for (const [label, value] of journey.texts) await input(form, label).fill(value);
        for (const [label, option] of journey.selects) await choose(page, form, label, option);
        const [label, value, text, fixed] = journey.broken;
        await input(form, label).fill(value);
        await form.getByRole('button', { name: 'Save' }).click();
        await form.getByText(text).waitFor();
        expect(await input(form, 'Activity name').inputValue()).toBe(journey.name);
        expect(await input(form, label).inputValue()).toBe(value);

        await input(form, label).fill(fixed);
        await form.getByRole('button', { name: 'Save' }).click();
        if (journey.dialog) await page.getByRole('dialog').waitFor({ state: 'detached' });
        else await page.waitForURL(url => url.pathname === journey.screen);

        await page.getByPlaceholder('Search', { exact: true }).fill(journey.name);
        await eventually(() => page.locator('td.column-activityName').allTextContents()).toEqual([journey.name]);
        const row = page.locator('tbody tr').first();
        await eventually(() => row.locator('td.column-status').textContent()).toBe('In progress');
        await row.getByRole('button', { name: 'Pause' }).click();
        await page.getByRole('dialog').getByText(`Pause "${journey.name}"? It stops until it is restarted.`).waitFor();
        await page.getByRole('button', { name: 'Confirm' }).click();
        await page.getByText('Paused successfully').waitFor();
        await eventually(() => row.locator('td.column-status').textContent()).toBe('Paused');
    });
});
