import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useSharedBrowser } from './browser';
import { expectNoA11yProblems, goWithinApp, pathOf } from './support';

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

/** Every material its province's form needs before approval (resources/subsidy-audits/model.ts). */
const complete = (claim: Claim) =>
    !!claim.invoiceFile && !!claim.imeiPhoto && !!claim.signProof && (claim.auditForm === 'other' || !!claim.packagePhoto) && (claim.auditForm !== 'hebei' || !!claim.platformVoucher);

/** The subsidy group's main job in Chromium: claims audited on their province's form, each action confirmed and logged. */
describe('subsidy claims in Chromium', () => {
    const { openSignedIn } = useSharedBrowser();

    it('returns a claim only with a reason, approves another, and logs both', async () => {
        const { page } = await openSignedIn('audit');
        const submitted = '/gov-subsidy/audit?filter=' + encodeURIComponent('{"auditStatus":"submitted"}');
        await page.goto(submitted);
        await page.getByRole('columnheader', { name: 'Claim no.' }).waitFor();
        const claims = await submittedClaims(page);
        const [first] = claims;
        const second = claims.find(claim => claim.id !== first.id && complete(claim))!;

        // Open the newest submitted claim on its province's form.
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
});
