import { describe, expect, it } from 'vitest';
import { useSharedBrowser } from './browser';
import { eventually, expectNoA11yProblems, pickOption } from './support';

/**
 * The service website's moderation as an after-sales agent runs it: a pending review rejected (refused without a
 * reason, with the rule's text at the field; then with one), found under the Rejected filter with its reason, its
 * text readable on its page with the buyer's markup removed, and an official reply written there.
 */
describe('service website moderation in Chromium', () => {
    const { openSignedIn } = useSharedBrowser();

    it('a pending review: reject without a reason is refused with the text; with a reason it is rejected, found filtered, replied to', async () => {
        const { page } = await openSignedIn('csm', { navigate: false });
        await page.goto('/serviceSite/comment');
        await page.getByRole('columnheader', { name: 'Review no.' }).waitFor();
        await pickOption(page, page.locator('form').first(), 'Status', 'Pending');
        await eventually(async () => new Set(await page.locator('td.column-status').allTextContents())).toEqual(new Set(['Pending']));
        const firstRow = page.locator('tbody tr').first();
        const reviewNo = (await firstRow.locator('td.column-reviewNo').textContent())!.trim();
        await expectNoA11yProblems(page);

        // Reject without a reason: the rule's text at the field, nothing sent.
        await firstRow.getByRole('button', { name: 'Reject' }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('button', { name: 'Reject' }).click();
        await dialog.getByText('Give the reason for rejecting').waitFor();
        await expectNoA11yProblems(page);
        await dialog.getByLabel('Reason').fill('Advertises an outside shop with a link');
        await dialog.getByRole('button', { name: 'Reject' }).click();
        await page.getByText('Rejected', { exact: true }).first().waitFor();
        await eventually(() => page.getByRole('dialog').count()).toBe(0);

        // Under the Rejected filter, with its reason in the column picked.
        await pickOption(page, page.locator('form').first(), 'Status', 'Rejected');
        // The filtered rows, not the pending ones still on show while the filter is applied (the rejected row among them).
        await eventually(async () => new Set(await page.locator('td.column-status').allTextContents())).toEqual(new Set(['Rejected']));
        await eventually(() => page.locator('td.column-reviewNo').allTextContents()).toContain(reviewNo);
        const rejectedRow = page.locator('tbody tr', { has: page.locator('td.column-reviewNo', { hasText: reviewNo }) });
        expect(await rejectedRow.locator('td.column-status').textContent()).toBe('Rejected');
        expect(await rejectedRow.getByRole('button', { name: 'Approve' }).count()).toBe(0);

        // Its page: the reason, the text without the buyer's scripts, and an official reply posted there.
        await rejectedRow.locator('td.column-nickname').click();
        const page_ = page.getByRole('dialog');
        await page_.getByText('Reason for rejecting: Advertises an outside shop with a link').waitFor();
        expect(await page_.locator('script, [onerror], a[href*="deals.example.net"], img[src*="deals.example.net"]').count()).toBe(0);
        await page_.getByRole('button', { name: 'Post reply' }).click();
        await page_.getByText('Required').waitFor();
        await page_.getByLabel('Official reply').fill('We have removed this review because it advertises another shop.');
        await page_.getByRole('button', { name: 'Post reply' }).click();
        await page.getByText('Reply posted').waitFor();
        await page_.getByText('We have removed this review because it advertises another shop.').waitFor();
        await expectNoA11yProblems(page);
    });
});

/**
 * A pick-and-drop repair as the support desk moves it: overdue requests stand out, a cancellation without a reason
 * is refused with the text, a pickup scheduled goes on the request's timeline with who made it.
 */
describe('support website service requests in Chromium', () => {
    const { openSignedIn } = useSharedBrowser();

    it('a repair: overdue ones stand out, cancel needs a reason, a scheduled pickup goes on the timeline', async () => {
        const { page } = await openSignedIn('csm', { navigate: false });
        await page.goto('/supportPage/repair');
        await page.getByRole('columnheader', { name: 'Request no.' }).waitFor();
        await eventually(() => page.locator('td.column-dueTime').getByText(/^Overdue since /).count()).toBeGreaterThan(0);
        await pickOption(page, page.locator('form').first(), 'Status', 'Requested');
        await eventually(async () => new Set(await page.locator('td.column-status').allTextContents())).toEqual(new Set(['Requested']));
        const row = page.locator('tbody tr').first();
        const requestNo = (await row.locator('td.column-requestNo').textContent())!.trim();
        await expectNoA11yProblems(page);

        await row.getByRole('button', { name: 'Cancel' }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('button', { name: 'Confirm' }).click();
        await dialog.getByText('Give the reason').waitFor();
        await dialog.getByRole('button', { name: 'Cancel' }).click();
        await eventually(() => page.getByRole('dialog').count()).toBe(0);

        // The request's page (its row's dialog): schedule the pickup there, and read it on the timeline.
        await row.locator('td.column-customerName').click();
        const request = page.getByRole('dialog');
        await request.getByRole('list', { name: 'Timeline' }).or(request.getByText('Timeline')).first().waitFor();
        await request.getByRole('button', { name: 'Schedule pickup' }).click();
        const confirm = page.getByRole('dialog').filter({ hasText: `Move ${requestNo} to "Pickup scheduled"?` });
        await confirm.getByLabel('Note').fill('Courier slot 10:00 to 13:00');
        await confirm.getByRole('button', { name: 'Confirm' }).click();
        await page.getByText('Moved to "Pickup scheduled"').waitFor();
        await request.getByText('Requested → Pickup scheduled').waitFor();
        await request.getByText('Courier slot 10:00 to 13:00').waitFor();
        await expectNoA11yProblems(page);
    });
});

/**
 * A price-protection claim as the service desk runs it: a pending claim opened from the list on its page (the price
 * history and the refund it makes), a rejection without a reason refused with the text, then approved and refunded,
 * each move on the review log with its note, and the claim found under the Refunded filter.
 */
describe('service website price protection in Chromium', () => {
    const { openSignedIn } = useSharedBrowser();

    it('a pending claim: reject needs a reason; approved, then refunded, on its review log; found under Refunded', async () => {
        const { page } = await openSignedIn('csm', { navigate: false });
        await page.goto('/serviceSite/price-protection');
        await page.getByRole('columnheader', { name: 'Claim no.' }).waitFor();
        await pickOption(page, page.locator('form').first(), 'Status', 'Pending review');
        await eventually(async () => new Set(await page.locator('td.column-status').allTextContents())).toEqual(new Set(['Pending review']));
        const row = page.locator('tbody tr').first();
        const claimNo = (await row.locator('td.column-applicationNo').textContent())!.trim();
        await expectNoA11yProblems(page);

        // Its page: the price history and the refund, the moves a pending claim allows.
        await row.locator('td.column-customerName').click();
        await page.waitForURL(/\/serviceSite\/price-protection-detail\?id=\d+$/);
        await page.getByRole('table', { name: 'Price history' }).waitFor();
        await page.getByText(/^Refund due: /).waitFor();
        await page.getByRole('button', { name: 'Reject' }).click();
        const reject = page.getByRole('dialog').filter({ hasText: `Move ${claimNo} to "Rejected"?` });
        await reject.getByRole('button', { name: 'Confirm' }).click();
        await reject.getByText('Give the reason').waitFor();
        await reject.getByRole('button', { name: 'Cancel' }).click();
        await eventually(() => page.getByRole('dialog').count()).toBe(0);

        await page.getByRole('button', { name: 'Approve' }).click();
        const approve = page.getByRole('dialog').filter({ hasText: `Move ${claimNo} to "Approved"?` });
        await approve.getByLabel('Note').fill('Lower price confirmed on the product page');
        await approve.getByRole('button', { name: 'Confirm' }).click();
        await page.getByText('Moved to "Approved"').waitFor();
        await page.getByText('Pending review → Approved').waitFor();
        await page.getByText('Lower price confirmed on the product page').waitFor();
        expect(await page.getByRole('button', { name: 'Approve' }).count()).toBe(0);

        await page.getByRole('button', { name: 'Mark refunded' }).click();
        await page.getByRole('dialog').filter({ hasText: `Move ${claimNo} to "Refunded"?` }).getByRole('button', { name: 'Confirm' }).click();
        await page.getByText('Approved → Refunded').waitFor();
        expect(await page.getByRole('button', { name: 'Mark refunded' }).count()).toBe(0);
        await expectNoA11yProblems(page);

        await page.goto('/serviceSite/price-protection');
        await pickOption(page, page.locator('form').first(), 'Status', 'Refunded');
        await eventually(() => page.locator('td.column-applicationNo').allTextContents()).toContain(claimNo);
    });
});

/**
 * A spare part's official price as the support desk publishes it: created in the list's dialog, refused with the
 * rule's text while its code is not in the service manual's form, saved once fixed, and found by its code.
 */
describe('support website content in Chromium', () => {
    const { openSignedIn } = useSharedBrowser();

    it('a spare-part price: a code out of the manual’s form is refused with the text; fixed, it saves and is found', async () => {
        const { page, allowConsole } = await openSignedIn('csm', { navigate: false });
        allowConsole(/status of 400/);
        await page.goto('/supportPage/spare_parts_price');
        await page.getByRole('columnheader', { name: 'Part code' }).waitFor();
        await expectNoA11yProblems(page);

        await page.getByRole('button', { name: 'Create' }).click();
        const dialog = page.getByRole('dialog');
        // Required fields' labels end with their asterisk.
        await dialog.getByRole('combobox', { name: /^Model\b/ }).click();
        await page.getByRole('option').first().click();
        await dialog.getByLabel(/^Part\s*\*?$/).fill('Display assembly (service stock)');
        await pickOption(page, dialog, 'Category', 'Display');
        await dialog.getByLabel('Part code').fill('dsp12');
        await dialog.getByLabel('Part price').fill('8499');
        await dialog.getByLabel('Labour charge').fill('450');
        await pickOption(page, dialog, 'Status', 'Online');
        await dialog.getByRole('button', { name: 'Save' }).click();
        await dialog.getByText('Enter the code as the service manual prints it: 3 capitals, a hyphen, 4 to 12 capitals or digits (DSP-00012)').waitFor();
        await expectNoA11yProblems(page);

        await dialog.getByLabel('Part code').fill('DSP-E2E001');
        await dialog.getByRole('button', { name: 'Save' }).click();
        await dialog.waitFor({ state: 'hidden' });
        await page.getByText('Element created').waitFor();
        await page.getByPlaceholder('Search', { exact: true }).fill('DSP-E2E001');
        await eventually(() => page.locator('td.column-partCode').allTextContents()).toEqual(['DSP-E2E001']);
        expect(await page.locator('td.column-partName').allTextContents()).toEqual(['Display assembly (service stock)']);
    });
});
