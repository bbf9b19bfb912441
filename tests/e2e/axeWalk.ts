import { describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { BUILT_SCREENS } from '../support/builtScreens';
import { baseURL, seriousA11yViolations, useSharedBrowser } from './browser';
import { countPendingFetches, goWithinApp, waitForScreenSettled } from './support';

const LOCALES = ['en', 'zh'] as const;
const THEMES = ['light', 'dark'] as const;
export const COMBINATIONS = LOCALES.flatMap(locale => THEMES.map(theme => [locale, theme] as const));
export type Combination = (typeof COMBINATIONS)[number];

/**
 * Every built screen with a concrete path (parameters filled in as a user would reach them); `OMS_AXE_ONLY` (a path
 * prefix) narrows the walk while one group is being built.
 */
const SCREEN_PATHS = [...BUILT_SCREENS]
    .map(path => path.replace(/:(\w+)/g, '1'))
    .filter(path => path.startsWith(process.env.OMS_AXE_ONLY ?? '/'));

/**
 * Each screen is checked once, the four language and theme combinations taking turns across the screens (the shell
 * and the sign-in page get all four): the walk grows with the screens, not four times as fast, and every screen's
 * own texts and colours still meet both languages and both themes across its group.
 */
const screensOf = ([locale, theme]: Combination) => {
    const turn = COMBINATIONS.findIndex(combination => combination[0] === locale && combination[1] === theme);
    return SCREEN_PATHS.filter((path, index) => path === '/dashboard' || index % COMBINATIONS.length === turn);
};

/** The language cookie and react-admin's stored theme, as a returning user has them. */
export const preferLocaleAndTheme = async (context: BrowserContext, [locale, theme]: Combination) => {
    await context.addCookies([{ name: 'language', value: locale, url: baseURL() }]);
    await context.addInitScript(value => window.localStorage.setItem('RaStore.theme', JSON.stringify(value)), theme);
};

/**
 * axe-core over one combination's quarter of the built screens, signed in as admin: no serious or critical violation
 * (contrast, names, landmarks, list and menu structure; the whole page on the dashboard, the screen's own part on the
 * others), and a clean console throughout. One file per combination, so
 * the four quarters run side by side.
 */
export const describeScreenWalk = (combination: Combination, more?: (browser: ReturnType<typeof useSharedBrowser>) => void) =>
    describe(`accessibility (axe-core) in Chromium, ${combination.join(', ')}`, () => {
        const browser = useSharedBrowser();
        more?.(browser);

        it('a quarter of the built screens, signed in as admin', { timeout: 300_000 }, async () => {
            const { page, context } = await browser.openSignedIn('admin');
            await preferLocaleAndTheme(context, combination);
            await countPendingFetches(context);
            // One load, for the language, the theme and the fetch counter to take; then from the dashboard to each
            // screen and back as the app's links go (a load would seed the mock in the page again: seconds a screen).
            await page.goto('/dashboard');
            const closeShownTab = page.locator('[data-tab-key]:has([aria-current="page"]) > button:last-child');
            const found: string[] = [];
            for (const path of screensOf(combination)) {
                if (path !== '/dashboard') await goWithinApp(page, path);
                await page.locator('#main-content').waitFor();
                await waitForScreenSettled(page);
                // The shell (menu, top bar, tabs) is the same around every screen: axe reads all of it on the
                // dashboard, in each combination, and only the screen's own part elsewhere (the two-hundred-entry menu
                // was most of every analysis).
                const violations = await seriousA11yViolations(page, path === '/dashboard' ? undefined : '#main-content');
                found.push(...violations.map(violation => `${path}: ${violation}`));
                if (path === '/dashboard') continue;
                // Back to the dashboard by closing the screen's tab, as a user does: the page left would stay mounted
                // (hidden) under its tab, and the router's own navigation passes the unsaved-changes guard of a form,
                // which warns of an address changed behind its back. A screen without a tab (an error page) is left
                // the way it was reached.
                if ((await closeShownTab.count()) > 0) await closeShownTab.click();
                else await goWithinApp(page, '/dashboard');
                await page.waitForURL(url => url.pathname === '/dashboard');
            }
            // As one text, so a failure (and CI's tail) names the screen, the rule and the elements.
            expect(found.join('\n')).toBe('');
        });
    });
