import { describe, expect, it } from 'vitest';
import { seriousA11yViolations, useSharedBrowser } from './browser';
import { goWithinApp, pathOf } from './support';

/** A full page load seeds the mock's 105,000 orders in the page on their first use: seconds, more on a busy machine. */
const LOAD = 90_000;

/** The order screens as staff use them (issue 8), over the mock's 100,000 orders. */
describe('orders in Chromium', () => {
    const { openSignedIn } = useSharedBrowser();
    // The rows on screen: the list also holds the next page, drawn ahead and hidden until the user turns to it.
    const orderIds = (page: import('playwright-core').Page) => page.locator('td.column-orderId:visible').allTextContents();

    it('filters by status and pay method into the URL, turns the page; the URL opened in a new page shows the same rows', async () => {
        const { page, context } = await openSignedIn('admin', { navigate: false });
        await page.goto('/orders/index');
        await page.getByRole('columnheader', { name: 'Order ID' }).waitFor({ timeout: LOAD });
        await page.locator('td.column-orderId').nth(49).waitFor({ timeout: LOAD });
        expect(await seriousA11yViolations(page)).toEqual([]);
        // A status is a small filled chip (MUI's look, drawn by the theme's classes): a cancelled order's is red under
        // white, a pending review's grey under the text colour.
        const chipLook = (text: string) =>
            page
                .locator('td:visible span', { hasText: new RegExp(`^${text}$`) })
                .first()
                .evaluate(chip => {
                    const style = getComputedStyle(chip);
                    return [style.backgroundColor, style.color, style.height, style.borderRadius, style.fontSize];
                });
        expect(await chipLook('Cancelled')).toEqual(['rgb(198, 40, 40)', 'rgb(255, 255, 255)', '24px', '16px', '13px']);
        expect(await chipLook('UPI')).toEqual(['rgba(0, 0, 0, 0.08)', 'rgba(0, 0, 0, 0.87)', '24px', '16px', '13px']);
        // The column picker, drawn just after the rows of a full load (KitList's ColumnsButtonAfterRows), holds every
        // column: one picked shows in the table, and leaves it again.
        await page.getByRole('button', { name: 'Columns' }).click();
        await page.getByRole('option', { name: 'Pincode', exact: true }).locator('input').click();
        await page.keyboard.press('Escape');
        await page.getByRole('columnheader', { name: 'Pincode' }).waitFor();
        await page.getByRole('button', { name: 'Columns' }).click();
        await page.getByRole('option', { name: 'Pincode', exact: true }).locator('input').click();
        await page.keyboard.press('Escape');
        await page.getByRole('columnheader', { name: 'Pincode' }).waitFor({ state: 'detached' });
        await page.getByRole('combobox', { name: 'Order status' }).click();
        await page.getByRole('option', { name: 'Shipped' }).click();
        await page.getByRole('combobox', { name: 'Pay method' }).click();
        await page.getByRole('option', { name: 'COD' }).click();
        await expect.poll(() => decodeURIComponent(pathOf(page))).toMatch(/"orderStatus":"shipped".*"payMethod":"COD"|"payMethod":"COD".*"orderStatus":"shipped"/);
        await expect.poll(async () => [...new Set(await page.locator('td.column-orderStatus:visible').allTextContents())], { timeout: LOAD }).toEqual(['Shipped']);
        await expect.poll(async () => [...new Set(await page.locator('td.column-payMethod:visible').allTextContents())], { timeout: LOAD }).toEqual(['COD']);
        const rows = await orderIds(page);
        expect(rows).toHaveLength(50);

        // The next page, drawn ahead while this one was read, is on screen at once; its page number reaches the URL too.
        const next = page.getByRole('button', { name: 'Go to next page' });
        await next.scrollIntoViewIfNeeded();
        await page.locator('tbody[hidden] td.column-orderId').first().waitFor({ state: 'attached', timeout: LOAD });
        await next.click();
        await expect.poll(() => new URL(pathOf(page), 'http://x').searchParams.get('page'), { timeout: LOAD }).toBe('2');
        const secondPage = await orderIds(page);
        expect(secondPage.length).toBeGreaterThan(0);
        expect(secondPage.some(id => rows.includes(id))).toBe(false);
        expect(await page.locator('.MuiTablePagination-displayedRows').textContent()).toMatch(/^51-/);
        expect(await seriousA11yViolations(page)).toEqual([]);
        const shared = pathOf(page);

        // Saved as a view (react-admin's filter menu), then restored by name from a list without filters; the shared URL
        // is opened last (a second page of the same mock build stops the first one's mock from answering once it closes).
        await page.getByRole('button', { name: 'Add filter' }).click();
        await page.getByRole('menuitem', { name: 'Save current query...' }).click();
        const save = page.getByRole('dialog', { name: 'Save current query as' });
        await save.getByRole('textbox', { name: 'Query name' }).fill('Shipped COD');
        await save.getByRole('button', { name: 'Save' }).click();
        await save.waitFor({ state: 'hidden' });
        await goWithinApp(page, `/orders/index?filter=${encodeURIComponent('{}')}`);
        await expect.poll(async () => (await orderIds(page)).join(), { timeout: LOAD }).not.toBe(rows.join());
        await page.getByRole('button', { name: 'Add filter' }).click();
        await page.getByRole('menuitem', { name: 'Shipped COD' }).click();
        await expect.poll(() => orderIds(page), { timeout: LOAD }).toEqual(rows);
        expect(decodeURIComponent(pathOf(page))).toMatch(/"orderStatus":"shipped"/);

        const other = await context.newPage();
        await other.goto(shared);
        await other.getByRole('columnheader', { name: 'Order ID' }).waitFor({ timeout: LOAD });
        await expect.poll(() => orderIds(other), { timeout: LOAD }).toEqual(secondPage);
        await other.close();
    }, 300_000);

    it('opens a pending order, rejects it after the warning, and sees it cancelled in its status flow and in the list', async () => {
        const { page } = await openSignedIn('csm', { navigate: false });
        await page.goto(`/orders/index?filter=${encodeURIComponent(JSON.stringify({ orderStatus: 'paid', reviewStatus: 'pending' }))}`);
        const first = page.locator('tbody tr').first();
        await first.locator('td.column-orderId').waitFor({ timeout: LOAD });
        const orderId = (await first.locator('td.column-orderId').textContent())!;
        await first.locator('td.column-orderId').click();
        await page.waitForURL(/\/orders\/orderDetail\/\d+$/);
        await page.getByRole('heading', { name: orderId }).waitFor();
        // Its own visited-page tab, named by the order's number (not its database id).
        const tab = page.locator(`[data-tab-key="${pathOf(page)}"]`);
        await tab.waitFor();
        await expect.poll(() => tab.getByRole('button').first().textContent()).toBe(`Order Detail · ${orderId}`);
        await page.getByRole('region', { name: 'Product lines' }).getByRole('columnheader', { name: 'IMEI' }).waitFor();
        expect(await seriousA11yViolations(page)).toEqual([]);

        await page.getByRole('button', { name: 'Reject' }).click();
        const warning = page.getByRole('dialog');
        await warning.getByText('Rejecting cancels the order at once. This cannot be undone.').waitFor();
        await warning.getByRole('button', { name: 'Reject' }).click();
        const result = page.getByRole('dialog', { name: 'Review result' });
        await result.getByText(`${orderId}: Review rejected · Cancelled`).waitFor();
        await result.getByRole('button', { name: 'Close' }).click();

        const flow = page.getByRole('region', { name: 'Review status flow' });
        await flow.getByText('Review rejected · order Cancelled').waitFor();
        await flow.getByText(/by csm/).waitFor();

        // Back to the list in the same page, filtered on this order (a reload would start the mock's data again from its seed).
        const list = `/orders/index?filter=${encodeURIComponent(JSON.stringify({ orderId_q: orderId }))}`;
        await goWithinApp(page, list);
        const row = page.locator('tbody tr', { hasText: orderId });
        await expect.poll(async () => (await row.locator('td.column-orderStatus').textContent()) ?? '', { timeout: LOAD }).toBe('Cancelled');
        expect(await row.locator('td.column-reviewStatus').textContent()).toBe('Review rejected');
    }, 300_000);

    it("counts the orders pending review as their list does; the top bar's lookup opens an order, lists several, says when none", async () => {
        const { page } = await openSignedIn('admin');
        // What needs doing: the count, and the list its link opens holds exactly as many rows, all pending review.
        const orders = page.getByRole('region', { name: 'Orders', exact: true });
        const pending = orders.locator('[data-count="orders_pending_review"]');
        await pending.waitFor({ timeout: LOAD });
        const count = (await pending.textContent())!.replace(/\D/g, '');
        expect(Number(count)).toBeGreaterThan(0);
        // The trend of the last 14 days, with the statistics screen's charts and figures.
        const trend = page.getByRole('region', { name: 'Orders in the last 14 days' });
        await trend.getByRole('region', { name: 'By order status' }).getByRole('columnheader', { name: 'Order status' }).waitFor({ timeout: LOAD });
        expect(await seriousA11yViolations(page)).toEqual([]);
        await orders.getByRole('link', { name: /Orders pending review/ }).click();
        await page.waitForURL(/\/orders\/index\?filter=/);
        const range = page.locator('.MuiTablePagination-displayedRows').first();
        await expect.poll(async () => ((await range.textContent()) ?? '').replace(/^.* of /, '').replace(/\D/g, ''), { timeout: LOAD }).toBe(count);
        expect([...new Set(await page.locator('td.column-reviewStatus:visible').allTextContents())]).toEqual(['Pending review']);

        // An order number, typed after `/` (from anywhere but a field: at 1366 px it opens the field under its button),
        // opens that order.
        const orderId = (await orderIds(page))[3];
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        await page.keyboard.press('/');
        const lookup = page.getByRole('searchbox', { name: 'Find an order' });
        await expect.poll(() => lookup.evaluate(field => field === document.activeElement)).toBe(true);
        expect(await seriousA11yViolations(page)).toEqual([]);
        await lookup.fill(orderId);
        await lookup.press('Enter');
        await page.waitForURL(/\/orders\/orderDetail\/\d+$/, { timeout: LOAD });
        await page.getByRole('heading', { name: orderId }).waitFor();
        // Approved here, it leaves the work of the dashboard, which counts again when the user comes back to it (below).
        await page.getByRole('button', { name: 'Approve' }).click();
        const result = page.getByRole('dialog', { name: 'Review result' });
        await result.getByText(new RegExp(`^${orderId}: Approved`)).waitFor();
        await result.getByRole('button', { name: 'Close' }).click();

        // A phone number several orders share opens the order list filtered to them.
        const phone = await page.evaluate(async () => {
            const cookie = (name: string) => decodeURIComponent(document.cookie.split('; ').find(entry => entry.startsWith(`${name}=`))?.slice(name.length + 1) ?? '');
            const headers = { 'x-auth-token': cookie('oms_token'), siteCode: cookie('siteCode'), regionCode: cookie('regionCode'), dataType: '0' };
            const rows = (await (await fetch(`/api/orders?filter=%7B%7D&range=${encodeURIComponent('[0,999]')}`, { headers })).json()) as { contactNumber: string }[];
            const seen = new Set<string>();
            return rows.map(row => row.contactNumber).find(number => seen.has(number) || !seen.add(number))!;
        });
        const openLookup = () => page.getByRole('button', { name: 'Find an order' }).click();
        await openLookup();
        await lookup.fill(phone);
        await lookup.press('Enter');
        await page.waitForURL(/\/orders\/index\?filter=/, { timeout: LOAD });
        expect(JSON.parse(new URL(page.url()).searchParams.get('filter')!)).toEqual({ contactNumber_q: phone });
        await expect.poll(async () => (await orderIds(page)).length, { timeout: LOAD }).toBeGreaterThan(1);
        await page.getByRole('textbox', { name: 'Contact number' }).waitFor();

        // An unknown number says so, where the user is.
        await openLookup();
        await lookup.fill('OMS999999999');
        await lookup.press('Enter');
        await page.getByText('No order matches "OMS999999999"').waitFor({ timeout: LOAD });
        expect(pathOf(page)).toMatch(/^\/orders\/index\?/);
        await page.keyboard.press('Escape');
        await lookup.waitFor({ state: 'hidden' });

        // Back on the dashboard, the count is asked for again: one order fewer waits for review.
        await page.getByRole('button', { name: 'Demo Administrator' }).click();
        await page.getByRole('menuitem', { name: 'Dashboard' }).click();
        await page.waitForURL(/\/dashboard$/);
        await expect.poll(async () => ((await pending.textContent()) ?? '').replace(/\D/g, ''), { timeout: LOAD }).toBe(String(Number(count) - 1));
    }, 300_000);
});
