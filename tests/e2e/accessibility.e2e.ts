import { expect, it } from 'vitest';
import { seriousA11yViolations } from './browser';
import { COMBINATIONS, describeScreenWalk, preferLocaleAndTheme } from './axeWalk';

/** The sign-in page in all four language and theme combinations, then the English light quarter of the screens. */
describeScreenWalk(['en', 'light'], ({ open }) => {
    it.each(COMBINATIONS)('the sign-in page (%s, %s)', async (...combination) => {
        const { page, context } = await open();
        await preferLocaleAndTheme(context, combination);
        await page.goto('/login');
        await page.locator('input[name="username"]').waitFor();
        await page.locator('input[name="username"]').focus();
        expect(await seriousA11yViolations(page)).toEqual([]);
    });
});
