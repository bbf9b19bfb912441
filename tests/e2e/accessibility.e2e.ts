import { describe, expect, it } from 'vitest';
import { BUILT_SCREENS } from '../../src/routes/screens';
import { baseURL, seriousA11yViolations, useSharedBrowser } from './browser';

const LOCALES = ['en', 'zh'] as const;
const THEMES = ['light', 'dark'] as const;
const COMBINATIONS = LOCALES.flatMap(locale => THEMES.map(theme => [locale, theme] as const));

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
const SCREENS_BY_COMBINATION = COMBINATIONS.map((_, turn) => SCREEN_PATHS.filter((path, index) => path === '/dashboard' || index % COMBINATIONS.length === turn));

/**
 * axe-core on the sign-in page and every built screen, across both languages and both themes: no serious or critical
 * violation (contrast, names, landmarks, list and menu structure). The console must stay clean throughout.
 */
describe('accessibility (axe-core) in Chromium', () => {
    const { open, openSignedIn } = useSharedBrowser();

    /** The language cookie and react-admin's stored theme, as a returning user has them. */
    const prefer = async (context: Awaited<ReturnType<typeof open>>['context'], locale: string, theme: string) => {
        await context.addCookies([{ name: 'language', value: locale, url: baseURL() }]);
        await context.addInitScript(value => window.localStorage.setItem('RaStore.theme', JSON.stringify(value)), theme);
    };

    it.each(COMBINATIONS)('the sign-in page (%s, %s)', async (locale, theme) => {
        const { page, context } = await open();
        await prefer(context, locale, theme);
        await page.goto('/login');
        await page.locator('input[name="username"]').waitFor();
        await page.locator('input[name="username"]').focus();
        expect(await seriousA11yViolations(page)).toEqual([]);
    });

    it.each(COMBINATIONS.map((combination, turn) => [...combination, turn] as const))('a quarter of the built screens, signed in as admin (%s, %s)', { timeout: 300_000 }, async (locale, theme, turn) => {
        const { page, context } = await openSignedIn('admin');
        await prefer(context, locale, theme);
        const found: Record<string, string[]> = {};
        for (const path of SCREENS_BY_COMBINATION[turn]) {
            // A fresh load per screen: visited pages stay mounted (hidden) in one page's life, and axe would walk them all.
            await page.goto(path);
            await page.locator('#main-content').waitFor();
            // The screen has loaded its chunk and its data: no loading indicator left.
            await expect.poll(() => page.locator('#main-content [role="progressbar"], #main-content .MuiSkeleton-root, .RaLoading-root').count()).toBe(0);
            const violations = await seriousA11yViolations(page);
            if (violations.length > 0) found[path] = violations;
        }
        expect(found).toEqual({});
    });
});
