import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useSharedBrowser } from './browser';
import { eventually, expectNoA11yProblems, goWithinApp, pathOf, pickOption, pngFile } from './support';
import { downloadOf, filler, saveWorkbook, workbookOf } from './workbooks';

interface Claim {
    id: number;
    claimNo: string;
    auditForm: 'gd' | 'hebei' | 'other';
    invoiceFile: string | null;
    imeiPhoto: string | null;
    packagePhoto: string | null;
    signProof: string | null;
    platformVoucher: string | null;
}

/** The submitted claims, newest first, as the mock in the page holds them (through the app's API). */
const submittedClaims = (page: Page) =>
    page.evaluate(async () => {
        const cookie = (name: string) => decodeURIComponent(document.cookie.split('; ').find(entry => entry.startsWith(`${name}=`))?.slice(name.length + 1) ?? '');
        const headers = { 'x-auth-token': cookie('oms_token'), siteCode: cookie('siteCode'), regionCode: cookie('regionCode'), dataType: '0' };
        const query = `filter=${encodeURIComponent('{"auditStatus":"submitted"}')}&sort=${encodeURIComponent('["submitTime","DESC"]')}&range=${encodeURIComponent('[0,99]')}`;
        return (await (await fetch(`/api/subsidy-audits?${query}`, { headers })).json()) as Claim[];
    });

/** Rows of a subsidy collection, as the mock in the page holds them (through the app's API). */
const rowsOf = (page: Page, collection: string, filter: Record<string, unknown>) =>
    page.evaluate(
        async ([name, wanted]) => {
            const cookie = (key: string) => decodeURIComponent(document.cookie.split('; ').find(entry => entry.startsWith(`${key}=`))?.slice(key.length + 1) ?? '');
            const headers = { 'x-auth-token': cookie('oms_token'), siteCode: cookie('siteCode'), regionCode: cookie('regionCode'), dataType: '0' };
            const query = `filter=${encodeURIComponent(JSON.stringify(wanted))}&range=${encodeURIComponent('[0,199]')}`;
            return (await (await fetch(`/api/${String(name)}?${query}`, { headers })).json()) as Record<string, string | number>[];
        },
        [collection, filter] as const,
    );

/** A JSON call to the mock in the page, as the app makes it (its session and site): the envelope's body code. */
const postJson = (page: Page, path: string, body: Record<string, unknown>) =>
    page.evaluate(
        async ([target, json]) => {
            const cookie = (key: string) => decodeURIComponent(document.cookie.split('; ').find(entry => entry.startsWith(`${key}=`))?.slice(key.length + 1) ?? '');
            const headers = { 'x-auth-token': cookie('oms_token'), siteCode: cookie('siteCode'), regionCode: cookie('regionCode'), dataType: '0', 'Content-Type': 'application/json' };
            return ((await (await fetch(`/api${String(target)}`, { method: 'POST', headers, body: JSON.stringify(json) })).json()) as { code: number }).code;
        },
        [path, body] as const,
    );

/** Every material its province's form needs before approval (resources/subsidy-audits/model.ts). */
const complete = (claim: Claim) =>
    !!claim.invoiceFile && !!claim.imeiPhoto && !!claim.signProof && (claim.auditForm === 'other' || !!claim.packagePhoto) && (claim.auditForm !== 'hebei' || !!claim.platformVoucher);

/** The subsidy group's main job in Chromium: claims audited on their province's form, each action confirmed and logged. */
describe('subsidy claims in Chromium', () => {
    const { openSignedIn } = useSharedBrowser();

    it('returns a claim only with a reason, takes it again with its proof of delivery uploaded, approves it and another, and logs them', async () => {
        const { page } = await openSignedIn('audit');
        const submitted = '/gov-subsidy/audit?filter=' + encodeURIComponent('{"auditStatus":"submitted"}');
        await page.goto(submitted);
        await page.getByRole('columnheader', { name: 'Claim no.' }).waitFor();
        const claims = await submittedClaims(page);
        // The newest submitted claim that lacks its proof of delivery: returned for it, then taken again with it.
        const first = claims.find(claim => !claim.signProof)!;
        const second = claims.find(claim => claim.id !== first.id && complete(claim))!;

        // Open the claim on its province's form.
        await page.locator('tbody tr', { hasText: first.claimNo }).getByRole('link', { name: 'Audit' }).click();
        await page.getByRole('heading', { name: 'Audit', exact: true }).waitFor();
        expect(pathOf(page)).toBe(`/gov-subsidy/audit/${first.auditForm}/audit/${first.id}`);
        await expectNoA11yProblems(page);

        // Returning asks for the reason, with the rule's text when there is none.
        await page.getByRole('button', { name: 'Return', exact: true }).click();
        const dialog = page.getByRole('dialog', { name: 'Return' });
        await dialog.getByText(`Return claim ${first.claimNo} to the store? Say what it must fix.`).waitFor();
        await dialog.getByRole('button', { name: 'Return' }).click();
        await dialog.getByText('Give the reason for returning the claim').waitFor();
        await dialog.getByLabel('Reason').fill('签收凭证缺失，请补充快递签收截图');
        await dialog.getByRole('button', { name: 'Return' }).click();
        await page.getByText('Claim returned').waitFor();

        // Returned: the log says by whom and why, and only a new submission is offered.
        const log = page.getByRole('table', { name: 'Audit log' });
        await log.getByRole('cell', { name: 'Submitted → Returned' }).waitFor();
        expect(await log.getByRole('cell', { name: '签收凭证缺失，请补充快递签收截图' }).count()).toBe(1);
        expect(await log.getByRole('cell', { name: 'Demo Auditor' }).count()).toBe(1);
        await page.getByRole('button', { name: 'Submit again' }).waitFor();
        expect(await page.getByRole('button', { name: 'Approve' }).count()).toBe(0);

        // Submitting it again without the missing material is refused at its field; uploaded, it goes back to audit.
        await page.getByRole('button', { name: 'Submit again' }).click();
        const proof = page.locator('.ra-input-signProof');
        await proof.getByText('Upload this material: a claim goes back to audit only with every material its form requires').waitFor();
        await expectNoA11yProblems(page);
        await proof.locator('input[type="file"]').setInputFiles(pngFile('proof-of-delivery.png'));
        await eventually(() => proof.getByRole('textbox', { name: 'Proof of delivery' }).inputValue()).toContain('proof-of-delivery.png');
        await page.getByRole('button', { name: 'Submit again' }).click();
        const resubmit = page.getByRole('dialog', { name: 'Submit again' });
        await resubmit.getByText(`Submit claim ${first.claimNo} again for audit?`).waitFor();
        await resubmit.getByRole('button', { name: 'Confirm' }).click();
        await page.getByText('Claim submitted again').waitFor();
        await log.getByRole('cell', { name: 'Returned → Submitted' }).waitFor();
        await log.getByRole('cell', { name: 'Uploaded anew: Proof of delivery' }).waitFor();

        // Complete now: approved after its confirmation.
        await page.getByRole('button', { name: 'Approve' }).click();
        await page.getByRole('dialog', { name: 'Approve' }).getByRole('button', { name: 'Confirm' }).click();
        await log.getByRole('cell', { name: 'Submitted → Approved' }).waitFor();

        // Another claim, complete: approved after its confirmation.
        await goWithinApp(page, submitted);
        await page.locator('tbody tr', { hasText: second.claimNo }).getByRole('link', { name: 'Audit' }).click();
        await page.waitForURL(`**/gov-subsidy/audit/${second.auditForm}/audit/${second.id}`);
        await page.getByRole('button', { name: 'Approve' }).click();
        const confirm = page.getByRole('dialog', { name: 'Approve' });
        await confirm.getByText(`Approve claim ${second.claimNo}? Its materials go to the provincial platform.`).waitFor();
        await confirm.getByRole('button', { name: 'Confirm' }).click();
        await page.getByText('Claim approved').waitFor();
        await page.getByRole('table', { name: 'Audit log' }).getByRole('cell', { name: 'Submitted → Approved' }).waitFor();
        await page.getByText('Nothing to do: the claim is Approved').waitFor();
        await expectNoA11yProblems(page);
    });

    it('records a deduction: a qualification already used is refused at its field, an unused one is taken', async () => {
        const { page, allowConsole } = await openSignedIn('finance', { navigate: false });
        // The refused save: Chromium logs the server's 400 answer the form then shows at the field.
        allowConsole(/status of 400 .*subsidy-transactions/);
        await page.goto('/gov-subsidy/transaction');
        await page.getByRole('columnheader', { name: 'Qualification code' }).waitFor();
        const enabled = await rowsOf(page, 'subsidy-provinces', { status: 'enabled' });
        const unused = (await rowsOf(page, 'subsidy-qualifications', { status: 'unused' })).find(row => enabled.some(province => province.id === row.provinceId))!;
        const province = enabled.find(row => row.id === unused.provinceId)!;
        const [used] = await rowsOf(page, 'subsidy-transactions', { provinceId: province.id, status: 'deducted' });

        await page.getByRole('button', { name: 'Create' }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByLabel(/^Order\W*$/).fill('OMS260999921');
        await dialog.getByLabel(/^Qualification code\W*$/).fill(String(used.qualificationCode));
        await pickOption(page, dialog, 'Province', String(province.provinceName));
        await pickOption(page, dialog, 'Category', { phone: 'Phone', tablet: 'Tablet', smartwatch: 'Smartwatch', band: 'Fitness band' }[String(unused.category)]!);
        await dialog.getByLabel(/^Order amount\W*$/).fill('2999');
        await pickOption(page, dialog, 'Pay channel', 'Alipay');
        await dialog.getByLabel(/^Time\W*$/).fill('2026-10-20T10:00');
        await dialog.getByRole('button', { name: 'Save' }).click();
        await dialog.getByText('This qualification is already used by another order: a qualification is used once').waitFor();

        await dialog.getByLabel(/^Qualification code\W*$/).fill(String(unused.qualificationCode));
        await dialog.getByRole('button', { name: 'Save' }).click();
        await dialog.waitFor({ state: 'detached' });
        // The server computed the subsidy: 15 % of ¥2,999.00, within the ¥500 cap.
        const row = page.locator('tbody tr', { hasText: 'OMS260999921' });
        await row.getByText('¥449.85').waitFor();
        await expectNoA11yProblems(page);
    });
});

/** Couriers' COD remittances: a file with a bad row imports nothing and names it; fixed, it is listed and matched against /orders. */
describe('COD remittances in Chromium', () => {
    const { openSignedIn } = useSharedBrowser();

    it('names the bad row of a remittance file, imports the fixed file, lists it and matches its lines', async () => {
        const { page } = await openSignedIn('finance', { navigate: false });
        await page.goto('/financialReconciliation/codImport');
        await page.getByRole('columnheader', { name: 'AWB number' }).waitFor();
        // Two delivered COD orders of Delhivery no remittance has named yet (as the mock in the page holds them).
        const remitted = new Set((await rowsOf(page, 'cod-lines', {})).map(line => String(line.orderId)));
        const delivered = await page.evaluate(async () => {
            const cookie = (key: string) => decodeURIComponent(document.cookie.split('; ').find(entry => entry.startsWith(`${key}=`))?.slice(key.length + 1) ?? '');
            const headers = { 'x-auth-token': cookie('oms_token'), siteCode: cookie('siteCode'), regionCode: cookie('regionCode'), dataType: '0' };
            const query = `filter=${encodeURIComponent('{"payMethod":"COD","orderStatus":"delivered","shippingNumber_q":"DL"}')}&range=${encodeURIComponent('[0,499]')}`;
            return (await (await fetch(`/api/orders?${query}`, { headers })).json()) as Record<string, string | number>[];
        });
        const [first, second] = delivered.filter(order => String(order.shippingNumber).startsWith('DL') && !remitted.has(String(order.orderId)));
        const utr = 'HDFCN26328000777';
        const line = (order: Record<string, string | number>, codAmount: number) => ({
            courier: 'DL',
            remittanceDate: '2026-11-24',
            utrNo: utr,
            awbNo: String(order.shippingNumber),
            orderId: String(order.orderId),
            deliveredDate: '2026-11-21',
            codAmount,
            remittedAmount: Math.round(codAmount * 98.5) / 100,
        });

        await page.getByRole('button', { name: 'Import', exact: true }).click();
        const dialog = page.getByRole('dialog');
        const template = await workbookOf(await downloadOf(page, () => dialog.getByRole('button', { name: 'Download template' }).click()));
        const fill = filler(template.worksheets[0]);
        fill(3, line(first, Number(first.orderAmount)));
        fill(4, { ...line(second, Number(second.orderAmount) - 50), utrNo: 'HDFC12345' });
        await dialog.locator('input[type="file"]').setInputFiles(await saveWorkbook(template, 'cod-bad'));
        await dialog.getByRole('button', { name: 'Upload' }).click();
        await page.getByText('Import operation is failed').waitFor();
        const errors = await workbookOf(await downloadOf(page, () => dialog.getByRole('button', { name: 'Download error file' }).click()));
        const listed = (errors.getWorksheet('Errors')!.getSheetValues() as unknown[][]).slice(2).map(values => values.slice(1, 4).map(String));
        expect(listed).toEqual([['4', 'UTR number *', 'A UTR is NEFT (bank code, N, 11 digits: HDFCN52026111612) or RTGS (bank code, R, 17 digits)']]);
        await dialog.getByRole('button', { name: 'Close' }).click();
        await dialog.waitFor({ state: 'hidden' });
        expect((await rowsOf(page, 'cod-lines', { utrNo: utr })).length).toBe(0);

        fill(4, { utrNo: utr });
        await page.getByRole('button', { name: 'Import', exact: true }).click();
        await dialog.locator('input[type="file"]').setInputFiles(await saveWorkbook(template, 'cod-fixed'));
        await dialog.getByRole('button', { name: 'Upload' }).click();
        await page.getByText('Import operation is successful').waitFor();
        await dialog.waitFor({ state: 'hidden' });

        // The remittance in the list, partially matched; its page matches each line against its order.
        await goWithinApp(page, '/financialReconciliation/codList');
        // Only the remittance's row says how it matched (the import screen's lines, kept in their tab, say each line's status).
        const row = page.locator('tbody tr', { hasText: utr, has: page.getByText('Partially matched', { exact: true }) });
        await row.waitFor();
        await row.click();
        await page.waitForURL('**/financialReconciliation/codDetail/in-DL-20261124/remittance');
        const lines = page.getByRole('region', { name: 'Lines matched against the delivered COD orders' });
        await lines.locator('tbody tr', { hasText: String(first.orderId) }).getByText('Matched').waitFor();
        await lines.locator('tbody tr', { hasText: String(second.orderId) }).getByText('Short').waitFor();
        await expectNoA11yProblems(page);
    });
});

/** Pushes to BSP: a month with open settlement errors is refused at its field; reconciled, it is pushed and booked. */
describe('pushes to BSP in Chromium', () => {
    const { openSignedIn } = useSharedBrowser();

    it('refuses a month with open errors, pushes it once reconciled and follows it to success, and re-pushes a failed batch', async () => {
        const { page } = await openSignedIn('finance', { navigate: false });
        await page.goto('/financialReconciliation/reconciliationPushBsp');
        await page.getByRole('columnheader', { name: 'Batch no.' }).waitFor();
        const october = { provider: 'card_wallet_2', status: 'open', detectedDate_gte: '2026-10-01', detectedDate_lt: '2026-11-01' };
        const open = await rowsOf(page, 'settlement-errors', october);

        // The wallet provider's October has errors open: refused at the month, with how many.
        await page.getByRole('button', { name: 'Push a month' }).click();
        const dialog = page.getByRole('dialog', { name: 'Push a reconciled month to BSP' });
        await pickOption(page, dialog, 'Provider', 'Wallet provider');
        await dialog.getByLabel('Month').fill('2026-10');
        await dialog.getByRole('button', { name: 'Push' }).click();
        await dialog.getByText(`${open.length} settlement errors of this provider and month are still open: work them in Error details before pushing`).waitFor();
        await expectNoA11yProblems(page);

        // Each error adjusted by its difference (errorDetails' Work, here through its call): the month is reconciled.
        for (const error of open) {
            expect(await postJson(page, `/settlement-errors/${error.id}/act`, { action: 'adjust', reason: 'rounding', adjustAmount: String(error.diffAmount), remark: '' })).toBe(200);
        }
        await dialog.getByRole('button', { name: 'Push' }).click();
        const confirm = page.getByRole('dialog', { name: 'Push Wallet provider, 2026-10?' });
        await confirm.getByText(/go to BSP as batch BSPINWLT202610/).waitFor();
        await confirm.getByRole('button', { name: 'Push' }).click();
        await page.getByText('Batch BSPINWLT202610 is being pushed: follow it here or in the task centre').waitFor();
        // The list follows the batch until its task has booked it.
        await page.locator('tbody tr', { hasText: 'BSPINWLT202610', has: page.getByText('Success', { exact: true }) }).waitFor();

        // The seeded batch BSP refused goes again once confirmed (its ledger account has been put right since).
        const failed = page.locator('tbody tr', { has: page.getByText('Failed', { exact: true }) });
        const batchNo = String((await rowsOf(page, 'bsp-pushes', { pushStatus: 'failed' }))[0].batchNo);
        await failed.getByRole('button', { name: 'Re-push' }).click();
        const again = page.getByRole('dialog', { name: `Re-push batch ${batchNo}?` });
        await again.getByText(/BSP refused it: BSP refused ledger account 6105-MDR-FEES/).waitFor();
        await again.getByRole('button', { name: 'Confirm' }).click();
        await page.locator('tbody tr', { hasText: batchNo, has: page.getByText('Success', { exact: true }) }).waitFor();
        await expectNoA11yProblems(page);

        // The task centre lists the push (the push list stays mounted, hidden, behind its tab).
        await goWithinApp(page, '/async-task');
        await page.locator('tbody tr:visible', { hasText: 'BSPINWLT202610' }).getByText('Success', { exact: true }).waitFor();
    });
});
