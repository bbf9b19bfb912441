import type { ListDefaults } from '../../providers/listAhead';
import { callListAhead } from '../../providers/callListAhead';
import { dataProvider } from '../../providers/dataProvider';
import { findRoute } from '../../base/routes/catalogue';
import { storedRecord } from '../../base/storedRecord';

/**
 * What each list asked for when it last opened, by catalogue path (local storage): known before its description
 * loads. Not kept (storage refused), the next reload asks once the description is in, as the first one did.
 */
const remembered = storedRecord<ListDefaults>('oms.landingLists');

export const rememberedLists = remembered.read;
export const rememberList = remembered.write;

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
