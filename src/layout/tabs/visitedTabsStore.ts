import { useCallback, useSyncExternalStore } from 'react';
import { createListeners } from '../../../base/session/store';
import type { VisitedTab } from './visitedTabs';

/**
 * The open tabs, kept in session storage per account: they survive a reload of this browser tab, and another
 * account signing in on the same browser tab does not inherit them.
 */
const storageKey = (account: string) => `oms.visitedTabs.${account}`;

/** Per-account values, so a plain value store does not fit: listeners are told "something changed" and re-read. */
const changes = createListeners();
const cache = new Map<string, VisitedTab[]>();
const EMPTY: VisitedTab[] = [];

const read = (account: string): VisitedTab[] => {
    if (!cache.has(account)) {
        try {
            const stored = JSON.parse(window.sessionStorage.getItem(storageKey(account)) ?? '[]');
            cache.set(account, Array.isArray(stored) ? stored : []);
        } catch {
            cache.set(account, []);
        }
    }
    return cache.get(account)!;
};

export const visitedTabsStore = {
    get: (account: string | undefined): VisitedTab[] => (account ? read(account) : EMPTY),
    set(account: string, tabs: VisitedTab[]): void {
        if (cache.get(account) === tabs) return;
        cache.set(account, tabs);
        window.sessionStorage.setItem(storageKey(account), JSON.stringify(tabs));
        changes.notify();
    },
    subscribe: changes.subscribe,
    /** Forget the in-memory copy (tests; the storage stays the source). */
    reset(): void {
        cache.clear();
    },
};

export const useVisitedTabs = (account: string | undefined): [VisitedTab[], (tabs: VisitedTab[]) => void] => {
    const tabs = useSyncExternalStore(
        visitedTabsStore.subscribe,
        () => visitedTabsStore.get(account),
        () => visitedTabsStore.get(account),
    );
    const setTabs = useCallback((next: VisitedTab[]) => account && visitedTabsStore.set(account, next), [account]);
    return [tabs, setTabs];
};
