import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useSharedBrowser } from './browser';
import { eventually, goWithinApp, pathOf } from './support';

const CODE = 'SMS_E2E_SHIPPED';
const NAME = 'E2E order shipped';

/** Picks a value of a select (MUI) by its label. */
const choose = async (page: Page, label: string, option: string) => {
    await page.getByRole('combobox', { name: label, exact: false }).filter({ visible: true }).first().click();
    await page.getByRole('option', { name: option, exact: true }).click();
};

/**
 * The messaging group's main job (/sms): write an SMS template, break the variable rule and read its text, fix it
 * and see the preview with its SMS count, save and find it; then send it by hand: the send is held while a variable
 * has no value, the recipients are counted (valid, invalid, duplicate), a confirmation, and the batch in the send log.
 */
describe('messaging in Chromium: /sms', () => {
    const { openSignedIn } = useSharedBrowser();

    it('writes a template with its variables and preview, then sends it by hand and finds it in the send log', async () => {
        const { page } = await openSignedIn('admin');

        await page.goto('/sms/message/edit?id=create');
        await page.getByRole('textbox', { name: /^Template code/ }).fill(CODE);
        await page.getByRole('textbox', { name: /^Template name/ }).fill(NAME);
        await choose(page, 'Channel', 'SMS');
        await choose(page, 'Scenario', 'Shipped');
        await choose(page, 'Language', 'English');
        await page.getByRole('textbox', { name: /^Content/ }).fill('Hi {name}, order {orderId} ships today.');
        await page.getByRole('textbox', { name: /^Variables/ }).fill('name');
        await page.getByRole('textbox', { name: /^Sender ID/ }).fill('NOVAIN');
        await choose(page, 'Status', 'Enabled');
        await page.getByRole('button', { name: 'Save' }).click();
        await page.getByText('Variable {orderId} is used but not declared').waitFor();

        await page.getByRole('textbox', { name: /^Variables/ }).fill('name, orderId');
        await page.getByRole('textbox', { name: /^Sample values/ }).fill('{"name": "Priya", "orderId": "IN2611040001"}');
        await eventually(() => page.getByTestId('sms-preview-text').textContent()).toBe('Hi Priya, order IN2611040001 ships today.');
        expect(await page.getByTestId('sms-preview-count').textContent()).toBe('41 characters · GSM-7 · SMS parts: 1 · 119 left in this part');
        await page.getByRole('button', { name: 'Save' }).click();
        await page.waitForURL(url => url.pathname === '/sms/template');
        await page.getByText('Element created').waitFor();

        // Within the app: a reload would start the in-page mock again from its seed.
        await goWithinApp(page, '/sms/manual');
        await page.getByRole('combobox', { name: /^Template/ }).fill(NAME);
        await page.getByRole('option', { name: new RegExp(NAME) }).click();
        await page.getByRole('textbox', { name: '{name}' }).fill('Priya');
        await page.getByText('Give a value for every variable: orderId').waitFor();
        await page.getByRole('textbox', { name: /^Recipients/ }).fill(['9876543210', '12345', '+91 98765 43210'].join('\n'));
        await page.getByRole('button', { name: 'Check recipients' }).click();
        await page.getByText('Valid: 1 · invalid: 1 · duplicate: 1').waitFor();
        await page.getByText('Invalid numbers: row 2 (12345)').waitFor();

        // Held while a variable has no value: no confirmation is asked.
        await page.getByRole('button', { name: 'Send' }).click();
        expect(await page.getByRole('dialog').count()).toBe(0);
        await page.getByRole('textbox', { name: '{orderId}' }).fill('IN2611040001');
        await page.getByRole('button', { name: 'Send' }).click();
        const confirm = page.getByRole('dialog', { name: 'Send this SMS?' });
        await confirm.getByText(`Send "${NAME}"? Recipients: 1 (invalid and duplicate numbers are left out).`).waitFor();
        await confirm.getByRole('button', { name: 'Confirm' }).click();
        await page.getByText(/^Batch MS\d+ submitted: 1 messages/).waitFor();

        await page.getByRole('link', { name: 'Open the send log' }).click();
        await page.waitForURL(url => url.pathname === '/sms/query');
        await eventually(() => page.locator('td.column-content').filter({ visible: true }).allTextContents()).toEqual(['Hi Priya, order IN2611040001 ships today.']);
        expect(await page.locator('td.column-mobile').filter({ visible: true }).allTextContents()).toEqual(['+91987••••210']);
        expect(pathOf(page)).toContain('/sms/query');
    }, 60_000);
});
