import type { ListDefaults } from '../../providers/listAhead';
import { callListAhead } from '../../providers/callListAhead';
import { dataProvider } from '../../providers/dataProvider';
import { findRoute } from '../../base/routes/catalogue';

/** What each list asked for when it last opened, by catalogue path (local storage): known before its description loads. */
const REMEMBERED_KEY = 'oms.landingLists';

export const rememberedLists = (): Record<string, ListDefaults> => {
    try {
        return (JSON.parse(localStorage.getItem(REMEMBERED_KEY) ?? '{}') as Record<string, ListDefaults>) ?? {};
    } catch {
        return {};
    }
};

export const rememberList = (all: Record<string, ListDefaults>, path: string, defaults: ListDefaults): void => {
    try {
        localStorage.setItem(REMEMBERED_KEY, JSON.stringify({ ...all, [path]: defaults }));
    } catch {
        // Storage full or refused: the next reload asks once the description is in, as the first one did.
    }
};

/**
 * A reload on a list opened here before: its first page asked for at once, beside the session's own calls (with the
 * token the session is loaded with), rather than once the session and the app's chunks are in (their evaluation held
 * the call back ~40 ms, and the rows waited for it). Bound to that session: the answer goes to the list only once
 * the session is in, as its user's, for the site the call carried (providers/listAhead.ts). A list the user may not
 * open is refused by the server, and its answer is never handed (src/routes/landingList.ts lets it go).
 */
export const callRememberedListAhead = (pathname: string, session: Promise<unknown>): void => {
    const path = findRoute(pathname)?.path;
    const known = path ? rememberedLists()[path] : undefined;
    if (known) callListAhead(dataProvider, known, window.location.search, session);
};
