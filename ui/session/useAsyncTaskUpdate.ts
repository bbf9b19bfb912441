import { useCallback, useSyncExternalStore } from 'react';
import { getAsyncTaskUpdate, subscribeAsyncTaskUpdate } from '../../base/session/asyncTaskFlag';

/** The async-task flag of one site, re-rendering when it is set or cleared (in this tab or another one). */
export const useAsyncTaskUpdate = (siteCode: string | undefined): boolean => {
    const read = useCallback(() => getAsyncTaskUpdate(siteCode), [siteCode]);
    return useSyncExternalStore(subscribeAsyncTaskUpdate, read, read);
};
