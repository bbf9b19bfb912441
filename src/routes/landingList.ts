import { RESOURCES } from '../../resources/kit/registry';
import { listDefaultsOf } from '../../resources/kit/listDefaults';
import { ASYNC_TASK_LIST } from '../../resources/kit/files/tasks';
import { forgetListAhead, type ListDefaults } from '../../providers/listAhead';
import { callListAhead } from '../../providers/callListAhead';
import { dataProvider } from '../../providers/dataProvider';
import { findRoute } from '../../base/routes/catalogue';
import { isRouteOpen, viewerOf } from '../../base/routes/visibility';
import { sessionUser } from '../../base/session/sessionUser';
import { BUILT_SCREENS } from './screens';
import { rememberedLists, rememberList } from './rememberedLists';

/** The lists of fixed pages (not made with the kit), by catalogue path: what each asks for when it opens. */
const PAGE_LISTS: Readonly<Record<string, ListDefaults>> = {
    '/async-task': ASYNC_TASK_LIST,
};

/**
 * What the list at `pathname` asks for when it opens (its collection, sort and rows a page: a kit list's from its
 * description, which the screen's preload has already brought); undefined for any other screen.
 */
export const listDefaultsAt = async (pathname: string): Promise<ListDefaults | undefined> => {
    const path = findRoute(pathname)?.path;
    if (path && PAGE_LISTS[path]) return PAGE_LISTS[path];
    const entry = path ? RESOURCES.find(candidate => candidate.paths.list === path) : undefined;
    if (!entry) return undefined;
    const module = await entry.load();
    return listDefaultsOf(entry, module.description);
};

/**
 * A reload on a list, once the session is in (loaded apart from the first visit's chunk, as the screen's own chunks
 * are): what the list asked for when it last opened was asked for already, beside the session
 * (callRememberedListAhead); its description (a chunk behind the list kit's, whose evaluation holds the main thread)
 * only confirms it, or asks again if it changed (a new release, or the list's first open here): the answer then
 * arrives before the list is drawn, not while.
 */
export const callLandingListAhead = async (pathname: string): Promise<void> => {
    // Only a list the user may open on the chosen site: the guard sends any other to /404, and its call is refused (the
    // one asked for beside the session, let go here).
    const user = sessionUser.get();
    const route = findRoute(pathname);
    if (!user || !route || !isRouteOpen(route, viewerOf(user), BUILT_SCREENS)) {
        forgetListAhead();
        return;
    }
    const known = rememberedLists()[route.path];
    const defaults = await listDefaultsAt(pathname);
    if (!defaults || (known && JSON.stringify(known) === JSON.stringify(defaults))) return;
    rememberList(route.path, defaults);
    callListAhead(dataProvider, defaults);
};
