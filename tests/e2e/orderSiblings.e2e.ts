import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousA11yViolations, useSharedBrowser } from './browser';
import { pathOf } from './support';

/**
 * An order of the signed-in site as the mock in the page holds it, asked through the app's own API (filter by
 * status): the first of them with something left to refund (a seeded refund may have refunded an order in full).
 */
const orderWith = (page: Page, orderStatus: string) =>
    page.evaluate(async status => {
        const cookie = (name: string) => decodeURIComponent(document.cookie.split('; ').find(entry => entry.startsWith(`${name}=`))?.slice(name.length + 1) ?? '');
        const headers = { 'x-auth-token': cookie('oms_token'), siteCode: cookie('siteCode'), regionCode: cookie('regionCode'), dataType: '0' };
        const query = `filter=${encodeURIComponent(JSON.stringify({ orderStatus: status }))}&range=${encodeURIComponent('[0,9]')}`;
        const orders = (await (await fetch(`/api/orders?${query}`, { headers })).json()) as { orderId: string }[];
        for (const order of orders) {
            const found = (await (await fetch(`/api/order-siblings/orders/${order.orderId}`, { headers })).json()) as {
                data: { orderId: string; refundable: number; province: string };
            };
            if (found.data.refundable > 0) return found.data;
        }
        throw new Error(`no ${status} order with anything left to refund among the first ten`);
    }, orderStatus);

/** The order sibling screens as staff meet them: a refund refused above what may be refunded, then a change of address. */
describe('order refunds and changes in Chromium', () => {
    const { openSignedIn } = useSharedBrowser();

    it('refuses a refund above the refundable amount with its text, keeps the input, then takes a valid one', async () => {
        const { page } = await openSignedIn('admin', { navigate: false });
        await page.goto('/orders/refund');
        await page.getByRole('columnheader', { name: 'Refund no.' }).waitFor();
        expect(await seriousA11yViolations(page)).toEqual([]);
        const order = await orderWith(page, 'paid');

        await page.getByRole('button', { name: 'Refund', exact: true }).click();
        const dialog = page.getByRole('dialog', { name: 'Refund' });
        await dialog.getByLabel('Order ID').fill('NOPE404');
        await dialog.getByRole('button', { name: 'Find order' }).click();
        await dialog.getByText('No order NOPE404 on this site').waitFor();

        await dialog.getByLabel('Order ID').fill(order.orderId);
        await dialog.getByRole('button', { name: 'Find order' }).click();
        await dialog.getByText(/may be refunded$/).waitFor();
        await dialog.getByRole('combobox', { name: 'Refund type' }).click();
        await page.getByRole('option', { name: 'Return' }).click();
        const amount = dialog.getByLabel('Refund amount');
        await amount.fill(String(order.refundable + 1));
        await dialog.getByRole('button', { name: 'Save' }).click();
        await dialog
            .getByText(`The refund amount may not exceed the refundable amount of ${order.refundable.toFixed(2)} (paid less already refunded)`)
            .waitFor();
        expect(await amount.inputValue()).toBe(String(order.refundable + 1));
        expect(await dialog.getByLabel('Order ID').inputValue()).toBe(order.orderId);

        await amount.fill(String(order.refundable));
        await dialog.getByRole('button', { name: 'Save' }).click();
        await dialog.waitFor({ state: 'detached' });
        await page.getByPlaceholder('Search', { exact: true }).fill(order.orderId);
        await expect.poll(() => page.locator('td.column-orderId').allTextContents()).toContain(order.orderId);
        expect(await page.locator('tbody tr', { hasText: order.orderId }).first().locator('td.column-status').textContent()).toBe('Pending');
    });

    it("changes a paid order's address and shows the record of who changed what", async () => {
        const { page } = await openSignedIn('admin', { navigate: false });
        await page.goto('/orders/modify');
        await page.getByRole('columnheader', { name: 'Change no.' }).waitFor();
        const order = await orderWith(page, 'paid');

        await page.getByRole('button', { name: 'Change an order' }).click();
        const dialog = page.getByRole('dialog', { name: 'Change an order' });
        await dialog.getByLabel('Order ID').fill(order.orderId);
        await dialog.getByRole('button', { name: 'Find order' }).click();
        await dialog.getByText(/^Now: /).waitFor();
        await dialog.getByRole('combobox', { name: 'Change' }).click();
        await page.getByRole('option', { name: 'Address' }).click();
        await expect.poll(() => dialog.getByLabel('Province / state').inputValue()).toBe(order.province);
        await dialog.getByLabel('Province / state').fill('Goa');
        await dialog.getByLabel('City').fill('Panaji');
        await dialog.getByLabel('Pincode').fill('403001');
        await dialog.getByRole('button', { name: 'Save' }).click();
        await dialog.waitFor({ state: 'detached' });

        await page.getByPlaceholder('Search', { exact: true }).fill(order.orderId);
        const row = page.locator('tbody tr', { hasText: 'Panaji' }).first();
        await expect.poll(() => row.locator('td.column-newValue').textContent()).toContain('403001');
        expect(await row.locator('td.column-oldValue').textContent()).toContain(order.province);
        expect(await row.locator('td.column-operator').textContent()).not.toBe('');
        await row.click();
        await page.waitForURL(/\/orders\/modifyDetail\/\d+$/);
        expect(pathOf(page)).toMatch(/^\/orders\/modifyDetail\/\d+$/);
        // The record's page: before and after, as the change left them.
        await expect.poll(() => page.locator('.ra-field-newValue').textContent()).toContain('Panaji');
        expect(await page.locator('.ra-field-oldValue').textContent()).toContain(order.province);
        expect(await page.locator('.ra-field-orderId').textContent()).toContain(order.orderId);
    });
});
