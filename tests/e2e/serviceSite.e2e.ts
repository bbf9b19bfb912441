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
        const { page } = await openSignedIn('csm');
        page.setDefaultTimeout(15_000);
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
