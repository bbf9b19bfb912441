import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useSharedBrowser } from './browser';
import { expectNoA11yProblems, pathOf, pickOption } from './support';

interface Item {
    id: number;
    itemNo: string;
    diffAmount: number;
}

/** The first item of the match result with this filter, as the mock in the page holds it (through the app's API). */
const firstItem = (page: Page, filter: Record<string, unknown>) =>
    page.evaluate(async wanted => {
        const cookie = (name: string) => decodeURIComponent(document.cookie.split('; ').find(entry => entry.startsWith(`${name}=`))?.slice(name.length + 1) ?? '');
        const headers = { 'x-auth-token': cookie('oms_token'), siteCode: cookie('siteCode'), regionCode: cookie('regionCode'), dataType: '0' };
        const query = `filter=${encodeURIComponent(JSON.stringify(wanted))}&sort=${encodeURIComponent('["txnTime","DESC"]')}&range=${encodeURIComponent('[0,0]')}`;
        const [item] = (await (await fetch(`/api/recon-items?${query}`, { headers })).json()) as Item[];
        return item;
    }, filter);

/** The reconciliation's main job in Chromium: an amount that differs from the statement, worked to handled. */
describe('payment reconciliation in Chromium', () => {
    const { openSignedIn } = useSharedBrowser();

    it('handles an amount mismatch: breaks the handling rule, reads its texts, adjusts, confirms, and finds it in the log', async () => {
        const { page } = await openSignedIn('finance');
        const open = { matchStatus: 'amount_mismatch', handleStatus: 'unhandled' };
        await page.goto(`/reconciliation/externalResultQuery?filter=${encodeURIComponent(JSON.stringify(open))}`);
        await page.getByRole('columnheader', { name: 'Item no.' }).waitFor();
        const item = await firstItem(page, open);
        const row = page.locator('tbody tr', { hasText: item.itemNo });
        await expect.poll(() => row.count()).toBe(1);
        await expectNoA11yProblems(page);

        await row.getByRole('link', { name: 'Handle' }).click();
        await page.getByRole('heading', { name: 'Handle', exact: true }).waitFor();
        expect(pathOf(page)).toBe(`/reconciliation/exceptionHandling/external/${item.id}`);
        await expectNoA11yProblems(page);
        const form = page.locator('form');

        // A write-off books nothing: it needs a remark.
        await pickOption(page, form, 'Action', 'Write off');
        await pickOption(page, form, 'Reason', 'Amount difference');
        await form.getByRole('button', { name: 'Submit' }).click();
        await form.getByText('Say why in a remark').waitFor();

        // An adjustment goes no further than the difference.
        const diff = Math.abs(item.diffAmount);
        await pickOption(page, form, 'Action', 'Adjust');
        await form.getByLabel('Adjusted amount').fill((diff + 1).toFixed(2));
        await form.getByRole('button', { name: 'Submit' }).click();
        await form.getByText(`At most the difference, ${diff.toFixed(2)}`).waitFor();

        await form.getByLabel('Adjusted amount').fill(item.diffAmount.toFixed(2));
        await form.getByLabel('Remark').fill('Gateway rounding on capture');
        await form.getByRole('button', { name: 'Submit' }).click();
        const confirm = page.getByRole('dialog', { name: `Handle item ${item.itemNo}?` });
        await confirm.getByText('Adjust this item (Amount difference).', { exact: false }).waitFor();
        await confirm.getByRole('button', { name: 'Submit' }).click();

        // The item's read-only page: handled, and the log says who did what.
        await page.waitForURL(`**/reconciliation/exceptionHandlingquery/external/${item.id}`);
        await page.getByRole('tab', { name: 'Handling' }).click();
        const log = page.getByRole('table', { name: 'Handling log' });
        await log.getByRole('cell', { name: 'Unhandled → Handled' }).waitFor();
        expect(await log.getByRole('cell', { name: 'Gateway rounding on capture' }).count()).toBe(1);
        expect(await log.getByRole('cell', { name: 'Adjust', exact: true }).count()).toBe(1);
        expect(await page.getByRole('link', { name: 'Handle' }).count()).toBe(0);
        await expectNoA11yProblems(page);

        // The backend holds it handled: the only handled item of the site.
        expect((await firstItem(page, { handleStatus: 'handled' })).itemNo).toBe(item.itemNo);
    });
});
