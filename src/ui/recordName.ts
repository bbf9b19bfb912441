import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { createStore } from '../session/store';

/**
 * The name of the record each record page shows (its record representation: an order's number, an activity's name),
 * by the page's path. A record page publishes it once its record is loaded; the visited-page tab of that path reads
 * it, so the tab names the record as the page does rather than by its database id.
 */
const names = createStore<Readonly<Record<string, string>>>({});

/** Publishes `name` as the name of the record shown at the current path (nothing while it is not loaded). */
export const usePublishRecordName = (name: string | undefined): void => {
    const { pathname } = useLocation();
    useEffect(() => {
        if (!name || names.get()[pathname] === name) return;
        names.set({ ...names.get(), [pathname]: name });
    }, [pathname, name]);
};

/** The published name of the record shown at `pathname`, if any. */
export const useRecordName = (pathname: string): string | undefined =>
    useSyncExternalStore(names.subscribe, () => names.get()[pathname], () => names.get()[pathname]);

/** Forgets every name (tests). */
export const resetRecordNames = (): void => names.set({});
