import { existsSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { preview, type PreviewServer } from 'vite';
import { mergeTranslations } from 'react-admin';
import { BUILT_SCREENS } from '../support/builtScreens';
import { findRoute, ROUTES } from '../../base/routes/catalogue';
import { enMessages } from '../../providers/messages/en';
import { zhMessages } from '../../providers/messages/zh';
import { kitEn } from '../../resources/kit/messages.en';
import { kitZh } from '../../resources/kit/messages.zh';
import { RESOURCES } from '../../resources/kit/registry';
import { kitPaths } from '../../resources/kit/KitContext';
import type { ResourceEntry } from '../../resources/kit/types';
import { ALL_SITE_CODES } from '../../mock-server/db/sites';
import { siteRuleShowsInMenu } from '../../base/routes/siteRules';
import { USER_PATHS } from '../../resources/users/userPaths';
import { launchBrowser, openPage, seriousA11yViolations, signIn } from './browser';
import { answerCallsOfLeftPages, DEV_BUILD } from './globalSetup';
import { countPendingFetches, pathOf, waitForScreenSettled, waitForPopupsAtRest } from './support';


type Locale = 'en' | 'zh';
type Theme = 'light' | 'dark';

/** The texts the walk reads its way by, in the language on show: the app's own catalogues. */
const CATALOGUES: Record<Locale, object> = {
    en: mergeTranslations(enMessages, kitEn),
    zh: mergeTranslations(zhMessages, kitZh),
};
const textOf = (locale: Locale, key: string): string =>
    key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], CATALOGUES[locale]) as string;

/** The catalogue path a browser path opens (`/orders/orderDetail/:id` for `/orders/orderDetail/12`). */
const screenAt = (page: Page) => findRoute(new URL(page.url()).pathname)?.path;

/**
 * `OMS_WALK_ONLY` (path prefixes, comma-separated) narrows the walk to some groups while they are being built; CI
 * walks every screen.
 */
const ONLY = process.env.OMS_WALK_ONLY?.split(',');
const walked = (path: string) => !ONLY || ONLY.some(prefix => path.startsWith(prefix));
const WALKED_SCREENS = [...BUILT_SCREENS].filter(walked);

/**
 * The built screens of the menu, in its order (admin sees every one, on a site its site rule shows it on: the walk
 * switches to that site first).
 */
const MENU_SCREENS = ROUTES.filter(route => !route.hidden && BUILT_SCREENS.has(route.path) && walked(route.path));

/**
 * The hidden screens a user opens from a list: a record page from its list's row (or the row's own link), and the
 * user's role assignment and a reconciliation item's handling from the row's button.
 */
const OWN_LIST_SCREENS: readonly { path: string; list: string }[] = [
    { path: '/permission/user/edit/:id', list: USER_PATHS.list },
    { path: '/permission/user/AssignRoles/:id', list: USER_PATHS.list },
    // An open reconciliation item's handling page, from its row's Handle button.
    { path: '/reconciliation/exceptionHandling/:type/:id', list: '/reconciliation/externalResultQuery' },
    // A static product card from its title's link (a dynamic one opens at the kit's record path), a product page's
    // sub-navigation bar from its row's button.
    { path: '/cms/product-list/editStatic', list: '/cms/product-list' },
    { path: '/cms/navbar', list: '/cms/products-page' },
];
/** A record screen and the list it is opened from; `entry` for a kit resource's own record page. */
interface RecordScreen {
    path: string;
    list: string;
    entry?: ResourceEntry;
}
const RECORD_SCREENS: readonly RecordScreen[] = [
    ...RESOURCES.flatMap(entry => (entry.paths.edit ? [{ path: entry.paths.edit, list: entry.paths.list, entry }] : [])),
    // A folder's own record page (an article's editor, a transfer's detail), from its list's rows.
    ...RESOURCES.flatMap(entry =>
        Object.keys(entry.pages ?? {})
            .filter(path => path.includes(':') && !OWN_LIST_SCREENS.some(screen => screen.path === path))
            .map(path => ({ path, list: entry.paths.list })),
    ),
    ...OWN_LIST_SCREENS,
].filter(screen => walked(screen.path));

/** Hidden screens that no link of the app opens: a user reaches them by typing their address. */
const TYPED_SCREENS = ['/404', '/401', '/template/table', '/resources/minify'].filter(walked);

/**
 * The walk runs as two test files at once, one per core: each takes a run of the menu's groups, the first groups
 * making up about half of the screens, so both end at about the same time. A screen belongs to its group; a record
 * screen to its list's.
 */
export type WalkPart = 0 | 1;
const groupOf = (path: string): string => findRoute(RECORD_SCREENS.find(screen => screen.path === path)?.list ?? path)!.group;
const PART_OF_GROUP: ReadonlyMap<string, WalkPart> = (() => {
    const weights = new Map<string, number>();
    for (const path of WALKED_SCREENS) weights.set(groupOf(path), (weights.get(groupOf(path)) ?? 0) + 1);
    const half = WALKED_SCREENS.length / 2;
    let before = 0;
    const parts = new Map<string, WalkPart>();
    for (const group of new Set(ROUTES.map(route => route.group))) {
        const weight = weights.get(group) ?? 0;
        // A group goes to the first part while the first part stays nearer half of the screens with it than without.
        parts.set(group, before + weight / 2 <= half ? 0 : 1);
        before += weight;
    }
    return parts;
})();
const inPart = (part: WalkPart) => (path: string) => PART_OF_GROUP.get(groupOf(path)) === part;

/** The site the walk works on, and the one a screen hidden on it is walked on (the first whose menu shows it). */
const HOME_SITE = 'in';
const siteFor = (route: (typeof ROUTES)[number]): string =>
    siteRuleShowsInMenu(route.siteRule, HOME_SITE) ? HOME_SITE : ALL_SITE_CODES.find(code => siteRuleShowsInMenu(route.siteRule, code))!;

/**
 * The rows of each table axe reads on a screen: the rest repeat the same components, and the contrast check over a
 * list's 25 or 50 rows was most of the walk's time in axe.
 */
const ROWS_CHECKED = 5;

/** Every how many screens the walk turns the theme: each group meets both themes, a toast at a time. */
const THEME_TURN = 3;

/**
 * React's development build warns where the production build the other journeys run stays silent: a hook called on
 * one render and not the next, a list without keys, a prop MUI or the DOM does not know, an input switching between
 * controlled and uncontrolled. One Chromium, signed in once as admin, walks every built screen the way a user
 * reaches it (the sidebar's groups and search box, a list's rows, the top bar and the user menu): the console must
 * stay clean throughout, and axe-core finds no serious or critical violation on any screen (the whole page on the
 * dashboard in all four language and theme combinations, the screen's own part elsewhere, the menu being the same
 * around every screen; the first rows of each table). The walk changes the language with each menu group and the
 * theme every few screens, through the top bar's own buttons, so every group meets both themes and the groups take the
 * two languages in turn.
 */
export const describeScreenWalk = (part: WalkPart) => {
    const mine = inPart(part);
    const screens = WALKED_SCREENS.filter(mine);
    const menuScreens = MENU_SCREENS.filter(route => mine(route.path));
    describe.skipIf(screens.length === 0)(`part ${part + 1} of the walk over every built screen in React's development build: a clean console, no serious axe violation`, () => {
        let server: PreviewServer;
        let browser: Browser;

        beforeAll(async () => {
            await devBuildReady();
            server = await preview({
                plugins: [answerCallsOfLeftPages],
                preview: { host: '127.0.0.1', port: 0, strictPort: false },
                build: { outDir: DEV_BUILD.outDir },
                logLevel: 'warn',
            });
            browser = await launchBrowser();
        }, 600_000);

        afterAll(async () => {
            await browser?.close();
            await server?.close();
        });

        it('reaches every screen as a user does', { timeout: 2_400_000 }, async () => {
            const address = server.httpServer.address();
            if (!address || typeof address === 'string') throw new Error('The preview server has no TCP address');
            const { page, context, problems } = await openPage(browser, { baseURL: `http://127.0.0.1:${address.port}` });
            await countPendingFetches(context);
            const found: string[] = [];
            const seen = new Set<string>();
            /** What the walk is doing, named in its error if it stops (a timeout alone does not say where). */
            let step = 'signing in';
            let locale: Locale = 'en';
            let theme: Theme = 'light';
            const text = (key: string) => textOf(locale, key);
            const menu = () => page.getByRole('navigation', { name: text('oms.layout.main_menu') });

            /** Back to the top of the page, where react-admin's app bar (hidden while the page scrolls down) shows again. */
            const scrollToTop = async () => {
                await page.evaluate(() => window.scrollTo(0, 0));
            };
            /** Turns the theme with the top bar's toggle, as a user does. */
            const turnTheme = async () => {
                step = `turning the theme on ${pathOf(page)}`;
                await scrollToTop();
                theme = theme === 'light' ? 'dark' : 'light';
                await page.getByRole('button', { name: text('ra.action.toggle_theme') }).click();
                await page.waitForFunction(value => window.localStorage.getItem('RaStore.theme') === JSON.stringify(value), theme);
            };
            let site = HOME_SITE;
            /** Switches the site with the top bar's site selector, as a user does, and waits for the menu to read it. */
            const switchSite = async (code: string) => {
                step = `switching to site ${code} on ${pathOf(page)}`;
                await scrollToTop();
                await page.getByRole('combobox', { name: text('oms.site.label') }).click();
                // An option reads `India (in)`, or `India（in）` in Chinese.
                // The switch reloads the page: the walk waits for the reload, else a row it clicks meanwhile is lost with
                // the page it was on (the first screen after a switch, /app/appHome-v2 on tr, then never opened its record).
                await Promise.all([
                    page.waitForEvent('load'),
                    page.getByRole('option', { name: new RegExp(`[(（]${code}[)）]$`) }).click(),
                ]);
                site = code;
                await menu().waitFor();
                await waitForScreenSettled(page);
            };
            /** Switches the language with the top bar's menu, and waits for the menu to read in it. */
            const switchLanguage = async () => {
                step = `switching the language on ${pathOf(page)}`;
                await scrollToTop();
                const next: Locale = locale === 'en' ? 'zh' : 'en';
                await page.getByRole('button', { name: locale === 'en' ? 'English' : '中文' }).click();
                await page.getByRole('menuitem', { name: next === 'en' ? 'English' : '中文' }).click();
                locale = next;
                await menu().waitFor();
            };

            /** Waits for the screen to settle, files the console's new entries under it, and runs axe over it. */
            const settle = async (expected: string, whole = false) => {
                step = `settling on ${expected}`;
                await page.waitForURL(() => screenAt(page) === expected).catch(() => {
                    throw new Error(`${expected} was not reached (the browser is on ${pathOf(page)})`);
                });
                // On a load, the layout is drawn in a deferred pass after react-admin's session check, and until then its
                // loading page shows nothing for a second (no indicator to wait for): the screen's frame first.
                await page.locator('#main-content').waitFor();
                // A screen that computes over the 105,000 orders (statistics, the order list's first draw) takes seconds in
                // the development build.
                await waitForScreenSettled(page, 60_000);
                seen.add(expected);
                const where = `${pathOf(page)} (${locale}, ${theme})`;
                found.push(...problems.splice(0).map(problem => `${where}: ${problem}`));
                if (whole) await waitForPopupsAtRest(page);
                const violations = await seriousA11yViolations(page, whole ? undefined : '#main-content', { rowsPerTable: ROWS_CHECKED });
                found.push(...violations.map(violation => `${where}: ${violation}`));
            };
            /** A screen of the menu: its group unfolded if it is folded, then its entry. */
            const openFromMenu = async (path: string) => {
                step = `opening ${path} from the menu`;
                const group = menu().locator(`button[data-menu-group="${findRoute(path)!.group}"]`);
                if ((await group.getAttribute('aria-expanded')) === 'false') await group.click();
                await menu().locator(`a[href="${path}"]`).click();
                await settle(path);
            };
            /** A list through the menu's search box, by its title in the language on show. */
            const openBySearch = async (list: string) => {
                step = `finding ${list} with the menu's search box`;
                const title = text(findRoute(list)!.titleKey);
                await menu().getByRole('textbox').fill(title);
                await menu().getByRole('menuitem', { name: title }).first().click();
                await settle(list);
            };

            /**
             * Closes the visited tabs but the one on show (its tab's right-click menu), as a user does: the pages they keep
             * alive would pile up over the walk.
             */
            const closeOtherTabs = async () => {
                if ((await page.locator('[data-tab-key]').count()) < 2) return;
                step = `closing the other tabs on ${pathOf(page)}`;
                await scrollToTop();
                const tabs = page.getByRole('navigation', { name: text('oms.layout.tabs') });
                await tabs.locator('button[aria-current="page"]').click({ button: 'right' });
                const closeOthers = page.getByRole('menuitem', { name: text('oms.layout.close_others') });
                await closeOthers.click();
                await closeOthers.waitFor({ state: 'detached' });
            };

            // A walk that fails leaves a picture of where it stopped.
            onTestFailed(async () => {
                await page.screenshot({ path: 'test-results/screen-walk-failure.png' });
            });
            /** Every screen, as a user reaches it; a failure names the step it stopped at. */
            const walk = async () => {
                await signIn(page, 'admin');
                // The shell around every screen (menu, top bar, tabs), whole, in the four combinations (the first part).
                await settle('/dashboard', true);
                if (part === 0) {
                    await turnTheme();
                    await settle('/dashboard', true);
                    await switchLanguage();
                    await settle('/dashboard', true);
                    await turnTheme();
                    await settle('/dashboard', true);
                }

                let screensWalked = 0;
                /** Before each screen: the theme turns every few screens. */
                const nextScreen = async () => {
                    screensWalked += 1;
                    if (screensWalked % THEME_TURN === 0) await turnTheme();
                };

                const dialogs = (await dialogResources()).filter(entry => walked(entry.paths.list) && mine(entry.paths.list));
                const reached = new Set<RecordScreen>();
                /** Back from a record to its list through the menu (the list, kept under its tab, shows at once). */
                const backToList = async (list: string) => {
                    step = `back to ${list} from ${pathOf(page)}`;
                    await menu().locator(`a[href="${list}"]`).click();
                    await page.waitForURL(url => url.pathname === list);
                    await page.locator(DRAWN_ROWS).filter({ visible: true }).first().waitFor();
                };
                /**
                 * A row's dialog, for a resource edited in one: its Edit where the list offers one (an activity opens only where
                 * its status allows), else an activity's View (read-only), else a plain cell.
                 */
                const openRowDialog = async (entry: ResourceEntry) => {
                    step = `opening a row's dialog on ${entry.paths.list}`;
                    const rows = page.locator(DRAWN_ROWS).filter({ visible: true });
                    // The rows first: a list whose answer is in draws them in a deferred pass, and for its first second draws
                    // nothing, no indicator either (react-admin's delayed skeleton), so the screen looked settled without them
                    // and the openers were looked for in no row (CI: a cell of comment-lottery clicked, its row not editable).
                    await rows.first().waitFor();
                    await waitForScreenSettled(page);
                    const openers = ['ra.action.edit', 'resources.kit.activity.actions.edit', 'resources.kit.activity.actions.view'].map(key =>
                        rows.getByRole('button', { name: text(key), exact: true }),
                    );
                    let opener = rows.first().locator('td:not(:has(a, button, input))').first();
                    for (const candidate of openers.reverse()) if ((await candidate.count()) > 0) opener = candidate.first();
                    // A click the busy page did not take (as a row's, openRecordFromList) is made again, up to three times, as a
                    // person would (CI once saw hotSearch's dialog stay shut after two clicks 5 s apart).
                    const dialog = page.getByRole('dialog');
                    for (let attempt = 0; attempt < 3 && !(await dialog.isVisible()); attempt += 1) {
                        await opener.click({ timeout: 10_000 }).catch(() => undefined);
                        await dialog.waitFor({ timeout: 10_000 }).catch(() => undefined);
                    }
                    if (!(await dialog.isVisible())) {
                        const shown = await rows.count();
                        throw new Error(`no dialog after three clicks on ${(await opener.textContent({ timeout: 5_000 }).catch(() => null)) ?? 'a cell'} (${shown} rows on show)`);
                    }
                    await waitForScreenSettled(page);
                    found.push(...problems.splice(0).map(problem => `${entry.paths.list}, its dialog: ${problem}`));
                    await page.keyboard.press('Escape');
                    await page.getByRole('dialog').waitFor({ state: 'detached' });
                };
                /**
                 * From the list on show, what its rows open, as a user goes on from a list: each record screen of the list, and
                 * the row's dialog of a resource edited in one; its Create and row links checked on the way.
                 */
                const openFromList = async (list: string) => {
                    const kitEntry = RESOURCES.find(entry => entry.paths.list === list);
                    if (kitEntry) found.push(...(await wrongListLinks(page, kitEntry, text)));
                    const records = RECORD_SCREENS.filter(screen => screen.list === list && mine(screen.path));
                    for (const [index, screen] of records.entries()) {
                        if (index > 0) await backToList(list);
                        await nextScreen();
                        step = `opening ${screen.path} from ${list}`;
                        await openRecordFromList(page, screen.path);
                        await settle(screen.path);
                        if (screen.entry) found.push(...(await wrongRecordLinks(page, screen.entry, text)));
                        reached.add(screen);
                    }
                    const dialogEntry = dialogs.find(entry => entry.paths.list === list);
                    if (dialogEntry) {
                        if (records.length > 0) await backToList(list);
                        await openRowDialog(dialogEntry);
                    }
                };

                for (const [index, route] of menuScreens.entries()) {
                    if (route.path === '/dashboard') continue;
                    // Only the screen on show stays open: the pages visited tabs keep alive (hidden) would each be drawn
                    // again at every change of language or theme, and read by axe, however long the walk.
                    await closeOtherTabs();
                    if (route.group !== menuScreens[index - 1]?.group) await switchLanguage();
                    if (siteFor(route) !== site) {
                        // The switch reloads the page on the other site, where a record of this one is not found: the walk
                        // goes back to the list it came from (and closes the record's tab) first, as a user would.
                        const previous = menuScreens[index - 1];
                        if (previous && screenAt(page) !== previous.path) {
                            await backToList(previous.path);
                            await closeOtherTabs();
                        }
                        await switchSite(siteFor(route));
                    }
                    await nextScreen();
                    await openFromMenu(route.path);
                    await openFromList(route.path);
                }

                if (site !== HOME_SITE) await switchSite(HOME_SITE);
                // A record screen whose list is not in the menu: the list through the menu's search box, by its title.
                for (const screen of RECORD_SCREENS.filter(screen => !reached.has(screen) && mine(screen.path))) {
                    await openBySearch(screen.list);
                    step = `opening ${screen.path} from ${screen.list}`;
                    await openRecordFromList(page, screen.path);
                    await settle(screen.path);
                    await closeOtherTabs();
                }

                if (walked('/async-task') && mine('/async-task')) {
                    await page.getByRole('link', { name: text('oms.appbar.async_task.label') }).click();
                    await settle('/async-task');
                }
                if (walked('/permission/user/changePassword') && mine('/permission/user/changePassword')) {
                    await page.getByRole('button', { name: 'Demo Administrator' }).click();
                    await page.getByRole('menuitem', { name: text('oms.appbar.user_menu.change_password') }).click();
                    await settle('/permission/user/changePassword');
                }

                for (const path of TYPED_SCREENS.filter(mine)) {
                    await page.goto(path);
                    await settle(path);
                }

            };
            await walk().catch((error: Error) => {
                // With what the console and axe had said by then: a page error is often why the walk stopped.
                const said = [...found, ...problems.map(problem => `${pathOf(page)}: ${problem}`)];
                throw new Error([`${step}: ${error.message}`, ...said].join('\n'), { cause: error });
            });

            expect(screens.filter(path => !seen.has(path)), 'built screens the walk did not reach').toEqual([]);
            // One line per problem, each naming its screen, language and theme, and what the console or axe said (an
            // assertion over one long text cut it at the first screen's name: CI read "/app/productCategories-v2 (en,
            // dark):…" and nothing more). scripts/test-totals.mjs prints these lines under the FAILED line.
            if (found.length > 0) throw new Error(`${found.length} problems on the walk:\n${found.join('\n')}`);
        });
    });
};

/** Waits for the development build globalSetup.ts started beside the unit tests, and fails with its output if it failed. */
const devBuildReady = async () => {
    for (let waited = 0; !existsSync(DEV_BUILD.statusFile); waited += 1_000) {
        if (waited > 540_000) throw new Error(`The development build did not finish in 9 minutes (${DEV_BUILD.outDir})`);
        await new Promise(resolve => setTimeout(resolve, 1_000));
    }
    const status = readFileSync(DEV_BUILD.statusFile, 'utf8').trim();
    if (status !== '0') throw new Error(`The development build failed (exit ${status}):\n${readFileSync(DEV_BUILD.logFile, 'utf8')}`);
};

/** The kit resources without a record page whose rows open their record in a dialog on the list. */
const dialogResources = async (): Promise<ResourceEntry[]> => {
    const loaded = await Promise.all(RESOURCES.filter(entry => !entry.paths.edit).map(async entry => ({ entry, description: (await entry.load()).description })));
    // A record made once (a load of a period) opens nothing from its row.
    return loaded.filter(({ description }) => description.actions?.dialog && !description.actions.dialog.createOnly).map(({ entry }) => entry);
};

/** A kit list's links lead to spec paths: its Create to the resource's create page, its rows' links into the catalogue. */
const wrongListLinks = async (page: Page, entry: ResourceEntry, text: (key: string) => string): Promise<string[]> => {
    const wrong: string[] = [];
    const create = kitPaths(entry).create();
    const createLink = page.locator('#main-content').getByRole('link', { name: text('ra.action.create'), exact: true });
    if (create && (await createLink.count()) > 0) {
        const href = await createLink.first().getAttribute('href');
        if (href !== create) wrong.push(`${entry.paths.list}: Create leads to ${href}, not ${create}`);
    }
    const rowLinks = await page.locator('#main-content tbody a[href]').evaluateAll(anchors => anchors.map(anchor => new URL((anchor as HTMLAnchorElement).href).pathname));
    wrong.push(...rowLinks.filter(href => !findRoute(href)).map(href => `${entry.paths.list}: a row links to ${href}, outside the catalogue`));
    return wrong;
};

/** A kit record page has its own visited-page tab, and its breadcrumb leads back to the list's spec path. */
const wrongRecordLinks = async (page: Page, entry: ResourceEntry, text: (key: string) => string): Promise<string[]> => {
    const here = pathOf(page);
    const wrong: string[] = [];
    // A tab is keyed by its path: a record named in the query (`?id=`) shares its page's tab.
    if ((await page.locator(`[data-tab-key="${new URL(page.url()).pathname}"]`).count()) === 0) wrong.push(`${here}: no visited-page tab`);
    const back = await page.getByRole('navigation', { name: text('resources.kit.breadcrumbs') }).getByRole('link').first().getAttribute('href');
    if (back !== entry.paths.list) wrong.push(`${here}: the breadcrumb leads to ${back}, not ${entry.paths.list}`);
    return wrong;
};

/**
 * A list's rows once drawn: not its loading skeleton's (react-admin draws placeholder rows after a second of waiting,
 * which took the walk's clicks: CI saw a row's dialog and a record page not open, a placeholder cell clicked).
 */
const DRAWN_ROWS = '#main-content tbody tr:not(:has(.RaPlaceholder-root))';

/**
 * Opens the record screen `path` from the list on show: a link of a row to it where the row has one (an activity's
 * Edit, a user's role assignment), else a click on a plain cell of the first row.
 */
const openRecordFromList = async (page: Page, path: string) => {
    const rows = page.locator(DRAWN_ROWS).filter({ visible: true });
    await rows.first().waitFor();
    // The rows settled first, as for a row's dialog: read while a list was still drawing, its rows had no link to the
    // record yet, and the plain cell clicked instead opened /sms/appPush's edit dialog, not its view page.
    await waitForScreenSettled(page);
    const links = page.locator('#main-content tbody a[href]').filter({ visible: true });
    const targets = await links.evaluateAll(anchors => anchors.map(anchor => new URL((anchor as HTMLAnchorElement).href).pathname));
    const own = targets.findIndex(target => findRoute(target)?.path === path);
    // A row is opened by a click on a plain cell: a cell's link (a reference, as a SKU's SPU) opens another record.
    const plainCell = rows.first().locator('td:not(:has(a, button, input))').first();
    const target = own >= 0 ? links.nth(own) : plainCell;
    const list = new URL(page.url()).pathname;
    // A click the page did not take (the development build on a loaded machine: now and then a row of the app's lists,
    // or an article's Edit link, opened nothing after two clicks) is made again, up to three times, as a person would.
    for (let attempt = 0; attempt < 3 && new URL(page.url()).pathname === list; attempt += 1) {
        await target.click({ timeout: 10_000 }).catch(() => undefined);
        await page.waitForURL(url => url.pathname !== list, { timeout: 10_000 }).catch(() => undefined);
    }
};
