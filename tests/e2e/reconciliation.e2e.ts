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

// The settlement reconciliation's journey (appended: imports are hoisted).
import { goWithinApp } from './support';

/** A collection's first row under this filter, or one record, as the mock in the page holds it (through the app's API). */
const readApi = (page: Page, path: string, filter?: Record<string, unknown>, sort?: [string, string]) =>
    page.evaluate(
        async ({ path, filter, sort }) => {
            const cookie = (name: string) => decodeURIComponent(document.cookie.split('; ').find(entry => entry.startsWith(`${name}=`))?.slice(name.length + 1) ?? '');
            const headers = { 'x-auth-token': cookie('oms_token'), siteCode: cookie('siteCode'), regionCode: cookie('regionCode'), dataType: '0' };
            const query = filter ? `?filter=${encodeURIComponent(JSON.stringify(filter))}&sort=${encodeURIComponent(JSON.stringify(sort ?? ['id', 'ASC']))}&range=${encodeURIComponent('[0,0]')}` : '';
            const answer = (await (await fetch(`/api/${path}${query}`, { headers })).json()) as Record<string, unknown> | Record<string, unknown>[];
            return Array.isArray(answer) ? answer[0] : answer;
        },
        { path, filter, sort },
    );

/** The settlement reconciliation's main job in Chromium: a provider's amount that differs, worked to adjusted. */
describe('settlement reconciliation in Chromium', () => {
    const { openSignedIn } = useSharedBrowser();

    it('adjusts an error of the card acquirer: refuses the action without a reason, logs it, and the summary counts it adjusted', async () => {
        const { page } = await openSignedIn('finance');
        const open = { provider: 'card_wallet_1', errorType: 'amount_diff', status: 'open' };
        await page.goto(`/financialReconciliation/errorDetails?filter=${encodeURIComponent(JSON.stringify(open))}`);
        await page.getByRole('columnheader', { name: 'Error no.' }).waitFor();
        const error = await readApi(page, 'settlement-errors', open, ['detectedDate', 'DESC']);
        const line = await readApi(page, `card-wallet-settlements-1/${String(error.lineId)}`);
        const period = String(line.txnTime).slice(0, 10);
        const before = await readApi(page, 'settlement-summaries', { provider: 'card_wallet_1', period });
        const row = page.locator('tbody tr', { hasText: String(error.errorNo) });
        await expect.poll(() => row.count()).toBe(1);
        await expectNoA11yProblems(page);

        await row.getByRole('button', { name: 'Work' }).click();
        const work = page.getByRole('dialog', { name: `Error ${String(error.errorNo)}` });
        await work.getByRole('table', { name: 'Handling log' }).or(work.getByText('No action yet')).first().waitFor();
        await expectNoA11yProblems(page);
        const form = work.locator('form');

        // Every action needs a reason.
        await form.getByRole('button', { name: 'Submit' }).click();
        await form.getByText('Choose the reason for this action').waitFor();

        await pickOption(page, form, 'Reason', 'Partial capture');
        await form.getByLabel('Adjusted amount').fill(Number(error.diffAmount).toFixed(2));
        await form.getByLabel('Remark').fill('Captured in two parts by the acquirer');
        await form.getByRole('button', { name: 'Submit' }).click();
        const confirm = page.getByRole('dialog', { name: `Adjust error ${String(error.errorNo)}?` });
        await confirm.getByText('Adjust (Partial capture).', { exact: false }).waitFor();
        await confirm.getByRole('button', { name: 'Submit' }).click();
        await expect.poll(() => work.count()).toBe(0);

        // Adjusted now (no longer among the open ones): it may be closed or reopened, not adjusted again; from it, its
        // settlement line. Within the app: a reload would start the in-page mock again from its seed.
        await expect.poll(() => row.count()).toBe(0);
        await goWithinApp(page, `/financialReconciliation/errorDetails?filter=${encodeURIComponent(JSON.stringify({ errorNo: error.errorNo }))}`);
        await row.getByRole('cell', { name: 'Adjusted', exact: true }).waitFor();
        await row.getByRole('button', { name: 'Work' }).click();
        await work.getByRole('cell', { name: 'Open → Adjusted' }).waitFor();
        await work.getByRole('combobox', { name: 'Action' }).click();
        expect((await page.getByRole('option').allTextContents()).filter(text => text.trim())).toEqual(['Close', 'Reopen']);
        await page.keyboard.press('Escape');
        await work.getByRole('link', { name: 'Open the settlement line' }).click();

        // The line's page shows the error's log: who, what, why, and the status it moved.
        await page.waitForURL(`**/financialReconciliation/card-wallet-settlement-1/detail/${String(error.lineId)}`);
        await page.getByRole('tab', { name: 'Match' }).click();
        const log = page.getByRole('table', { name: 'Handling log' });
        await log.getByRole('cell', { name: 'Open → Adjusted' }).waitFor();
        expect(await log.getByRole('cell', { name: 'Captured in two parts by the acquirer' }).count()).toBe(1);
        expect(await log.getByRole('cell', { name: 'Demo Finance' }).count()).toBe(1);
        await expectNoA11yProblems(page);

        // The summary of the line's provider and day counts one item adjusted, one unmatched less.
        await goWithinApp(page, `/financialReconciliation/reconciliationSummary?filter=${encodeURIComponent(JSON.stringify({ provider: 'card_wallet_1', period }))}`);
        await page.getByRole('heading', { name: 'Orders against settled, by provider' }).waitFor();
        const after = await readApi(page, 'settlement-summaries', { provider: 'card_wallet_1', period });
        expect([after.unmatchedCount, after.adjustedCount]).toEqual([Number(before.unmatchedCount) - 1, Number(before.adjustedCount) + 1]);
        // (screens left stay alive in their tabs, hidden: the summary's row is the first one shown)
        const summaryRow = page.locator('tbody tr:visible').first();
        await summaryRow.getByRole('cell', { name: String(after.adjustedCount), exact: true }).first().waitFor();
        await expectNoA11yProblems(page);
    });
});

/** Every row of a collection under this filter, as the mock in the page holds it (through the app's API). */
const readRows = (page: Page, path: string, filter: Record<string, unknown>) =>
    page.evaluate(
        async ({ path, filter }) => {
            const cookie = (name: string) => decodeURIComponent(document.cookie.split('; ').find(entry => entry.startsWith(`${name}=`))?.slice(name.length + 1) ?? '');
            const headers = { 'x-auth-token': cookie('oms_token'), siteCode: cookie('siteCode'), regionCode: cookie('regionCode'), dataType: '0' };
            const query = `filter=${encodeURIComponent(JSON.stringify(filter))}&sort=${encodeURIComponent('["id","ASC"]')}&range=${encodeURIComponent('[0,999]')}`;
            return (await (await fetch(`/api/${path}?${query}`, { headers })).json()) as Record<string, unknown>[];
        },
        { path, filter },
    );

/** Adjustment flags in Chromium: raised on an error, refused to who raised it, approved by someone else. */
describe('settlement adjustment flags in Chromium', () => {
    const { openSignedIn } = useSharedBrowser();

    it('flags an error (the amount under the error’s rule), refuses its approval to who flagged it, and approves another’s flag, adjusting its error', async () => {
        const { page } = await openSignedIn('finance', { navigate: false });
        await page.goto('/financialReconciliation/adjustFlag');
        await page.getByRole('columnheader', { name: 'Flag no.' }).waitFor();
        await expectNoA11yProblems(page);
        const flagged = new Set((await readRows(page, 'settlement-adjust-flags', {})).map(flag => flag.errorId));
        const errors = await readRows(page, 'settlement-errors', { provider: 'card_wallet_2', errorType: 'amount_diff', status: 'open' });
        const error = errors.find(row => !flagged.has(row.id))!;
        const diff = Number(error.diffAmount);

        // From errorDetails: the error's Flag button.
        await goWithinApp(page, `/financialReconciliation/errorDetails?filter=${encodeURIComponent(JSON.stringify({ errorNo: error.errorNo }))}`);
        const row = page.locator('tbody tr:visible', { hasText: String(error.errorNo) });
        await row.getByRole('button', { name: 'Flag' }).click();
        const dialog = page.getByRole('dialog', { name: `Flag error ${String(error.errorNo)} for adjustment` });
        const form = dialog.locator('form');
        await form.getByLabel('Amount to adjust').waitFor();
        await expectNoA11yProblems(page);
        // The error's own adjust rule: of the difference's sign, and no further than it.
        await form.getByLabel('Amount to adjust').fill((-diff).toFixed(2));
        await form.getByRole('button', { name: 'Submit' }).click();
        await form.getByText(`Of the sign of the difference and at most it, ${diff.toFixed(2)}`).waitFor();
        await form.getByLabel('Amount to adjust').fill(diff.toFixed(2));
        await form.getByLabel('Reason').fill('Wallet provider captured it in two parts');
        await form.getByRole('button', { name: 'Submit' }).click();
        await page.getByRole('dialog', { name: `Flag error ${String(error.errorNo)}?` }).getByRole('button', { name: 'Submit' }).click();
        await expect.poll(() => dialog.count()).toBe(0);

        // The new flag, pending: who flagged it may not approve it. Polled: while the confirmation is open the flag's
        // dialog is hidden from the accessibility tree, so its count is 0 before the call has been answered.
        const pendingFlag = async () => (await readRows(page, 'settlement-adjust-flags', { errorId: error.id, status: 'pending' }))[0];
        await expect.poll(pendingFlag).toMatchObject({ flaggedBy: 'Demo Finance', adjustType: 'amount', adjustAmount: diff });
        const mine = (await pendingFlag())!;
        await goWithinApp(page, `/financialReconciliation/adjustFlag?filter=${encodeURIComponent(JSON.stringify({ flagNo: mine.flagNo }))}`);
        await page.locator('tbody tr:visible', { hasText: String(mine.flagNo) }).getByRole('link', { name: 'Decide' }).click();
        await page.waitForURL(`**/financialReconciliation/adjustFlag/amount/${String(mine.id)}`);
        const decision = page.locator('form');
        await pickOption(page, decision, 'Decision', 'Approve');
        await decision.getByRole('button', { name: 'Submit' }).click();
        await decision.getByText('You flagged this adjustment (Demo Finance): someone else approves or rejects it').waitFor();
        await expectNoA11yProblems(page);

        // Under another type, the page says which one the flag is and leads there.
        await goWithinApp(page, `/financialReconciliation/adjustFlag/fee/${String(mine.id)}`);
        await page.getByText(`Flag ${String(mine.flagNo)} is a “Amount” adjustment: its page is under that type.`).waitFor();
        await page.getByRole('link', { name: 'Open its page' }).click();
        await page.waitForURL(`**/financialReconciliation/adjustFlag/amount/${String(mine.id)}`);

        // A flag the auditor raised: approved here, it adjusts its error, logged with the flag's number.
        const [theirs] = await readRows(page, 'settlement-adjust-flags', { status: 'pending', flaggedBy: 'Demo Auditor' });
        await goWithinApp(page, `/financialReconciliation/adjustFlag/${String(theirs.adjustType)}/${String(theirs.id)}`);
        const approve = page.locator('form');
        await pickOption(page, approve, 'Decision', 'Approve');
        await approve.getByLabel('Remark').fill('Statement checked');
        await approve.getByRole('button', { name: 'Submit' }).click();
        await page.getByRole('dialog', { name: `Approve flag ${String(theirs.flagNo)}?` }).getByRole('button', { name: 'Submit' }).click();
        await page.getByText('Decided: the flag is Approved.').waitFor();
        const log = page.getByRole('table', { name: 'Handling log' });
        await log.getByRole('cell', { name: `From flag ${String(theirs.flagNo)}: ${String(theirs.reason)}` }).waitFor();
        expect(await log.getByRole('cell', { name: 'Open → Adjusted' }).count()).toBe(1);
        await expectNoA11yProblems(page);

        await goWithinApp(page, `/financialReconciliation/errorDetails?filter=${encodeURIComponent(JSON.stringify({ errorNo: theirs.errorNo }))}`);
        await page.locator('tbody tr:visible', { hasText: String(theirs.errorNo) }).getByRole('cell', { name: 'Adjusted', exact: true }).waitFor();
        await goWithinApp(page, `/financialReconciliation/adjustFlag?filter=${encodeURIComponent(JSON.stringify({ flagNo: theirs.flagNo }))}`);
        await page.locator('tbody tr:visible', { hasText: String(theirs.flagNo) }).getByRole('cell', { name: 'Approved', exact: true }).waitFor();
    });
});
