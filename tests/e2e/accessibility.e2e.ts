import { describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { baseURL, seriousA11yViolations, useSharedBrowser } from './browser';

const COMBINATIONS = (['en', 'zh'] as const).flatMap(locale => (['light', 'dark'] as const).map(theme => [locale, theme] as const));
type Combination = (typeof COMBINATIONS)[number];

/** The language cookie and react-admin's stored theme, as a returning user has them. */
const preferLocaleAndTheme = async (context: BrowserContext, [locale, theme]: Combination) => {
    await context.addCookies([{ name: 'language', value: locale, url: baseURL() }]);
    await context.addInitScript(value => window.localStorage.setItem('RaStore.theme', JSON.stringify(value)), theme);
};

/**
 * The sign-in page, the one screen outside the signed-in shell, in all four language and theme combinations: no
 * serious or critical axe violation. Every signed-in screen is checked by the walk in tests/e2e/screenWalk.ts.
 */
describe('accessibility (axe-core) of the sign-in page in Chromium', () => {
    const { open } = useSharedBrowser();

    it.each(COMBINATIONS)('the sign-in page (%s, %s)', async (...combination) => {
        const { page, context } = await open();
        await preferLocaleAndTheme(context, combination);
        await page.goto('/login');
        await page.locator('input[name="username"]').waitFor();
        await page.locator('input[name="username"]').focus();
        expect(await seriousA11yViolations(page)).toEqual([]);
    });
});
