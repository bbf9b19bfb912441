import { ROUTES } from '../../base/routes/catalogue';
import type { AccessRule } from '../../base/routes/access';
import { ruleOfRoute } from '../../base/routes/rules';
import type { RouteEntry } from '../../base/routes/types';
import { ENTRIES } from './registry';

/**
 * Which screens (catalogue paths) work on which REST collection (react-admin resource), from the folders' entries:
 * a kit resource's paths, a folder's pages, and the other screens that read the collection. Read by the app's
 * canAccess (a resource is open when any of its screens is) and by the mock backend (a collection answers the
 * accounts granted any of those screens' codes): one table, so the two cannot disagree.
 */
export const RESOURCE_SCREENS: Readonly<Record<string, readonly string[]>> = ENTRIES.reduce<Record<string, string[]>>((table, entry) => {
    if (!entry.collection) return table;
    const paths = [...Object.values('paths' in entry ? (entry.paths as Record<string, string>) : {}), ...Object.keys(entry.pages ?? {}), ...(entry.alsoReadBy ?? [])];
    (table[entry.collection] ??= []).push(...paths);
    return table;
}, {});

/** The catalogue rows of the screens that work on a REST collection, its main screen first. */
export const screensOfResource = (resource: string): RouteEntry[] =>
    (RESOURCE_SCREENS[resource] ?? []).flatMap(path => ROUTES.filter(route => route.path === path));

/** canAccess for a react-admin resource: any one of its screens' rules opens it. */
export const rulesOfResource = (resource: string): AccessRule[] => screensOfResource(resource).map(ruleOfRoute);
