import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { createStore } from '../base/session/store';

/** How a page names itself beyond its route's title, for its visited-page tab. */
export interface PageName {
    /** The record shown (its record representation: an order's number, an activity's name), instead of its id. */
    record?: string;
    /** The page's own title where the route's does not fit it (a create page served by the record route). */
    title?: string;
}

/**
 * The names pages give themselves, by path. A record page publishes its record's name once loaded, a create page its
 * title; the visited-page tab of that path reads them, so the tab reads as the page does.
 */
const names = createStore<Readonly<Record<string, PageName>>>({});

const same = (a: PageName | undefined, b: PageName) => a?.record === b.record && a?.title === b.title;

/** Publishes how the page at the current path names itself (nothing while its record is not loaded). */
export const usePublishPageName = ({ record, title }: PageName): void => {
    const { pathname } = useLocation();
    useEffect(() => {
        if (!record && !title) return;
        const name = { record, title };
        if (same(names.get()[pathname], name)) return;
        names.set({ ...names.get(), [pathname]: name });
    }, [pathname, record, title]);
};

/** How the page at `pathname` named itself, if it did. */
export const usePageName = (pathname: string): PageName | undefined =>
    useSyncExternalStore(names.subscribe, () => names.get()[pathname], () => names.get()[pathname]);
