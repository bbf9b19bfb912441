/**
 * Which page of a list counts as fresh: the one fetched ahead while the user read the page before it (useNextPage).
 * Turning to it then shows it from react-admin's cache without asking the server a second time; every other page is
 * fetched anew when it is shown (react-admin's default, a `staleTime` of 0): a page turned back to included.
 *
 * A page is known by when its answer arrived (react-query's `dataUpdatedAt`): the list's queries are compared with the
 * page ahead through public fields only, never through react-admin's cache key.
 */
export interface PagesAhead {
    /** The list's query options (ListBase's `queryOptions`). */
    readonly queryOptions: { staleTime: (query: QueryOfPage) => number };
    /** The page ahead has arrived (the time of its answer), or is no more (undefined). */
    fetched: (at: number | undefined) => void;
}

/** What the staleness of a list's page is decided on: a react-query query's state (its `state.dataUpdatedAt`). */
interface QueryOfPage {
    state: { dataUpdatedAt: number };
}

/** One list's page ahead: made once per list (its query options stay the same object). */
export const createPagesAhead = (): PagesAhead => {
    let fetchedAt: number | undefined;
    return {
        queryOptions: { staleTime: query => (fetchedAt !== undefined && query.state.dataUpdatedAt === fetchedAt ? Infinity : 0) },
        fetched: at => {
            fetchedAt = at;
        },
    };
};
