import { useSyncExternalStore } from 'react';
import { createStore } from '../../base/session/store';

/** One uncaught UI error (spec section 3: error, component, info, url), with its repeats folded in. */
export interface ErrorLogEntry {
    id: number;
    message: string;
    stack?: string;
    component?: string;
    info?: string;
    url: string;
    /** When it was last seen (ms since the epoch). */
    time: number;
    /** How many times it was seen. */
    count: number;
}

export interface ErrorReport {
    error: unknown;
    component?: string;
    info?: string;
    /** Where it happened; the current page by default. */
    url?: string;
}

/** Entries kept at most; past it the least recently seen one is dropped. */
export const ERROR_LOG_LIMIT = 50;

type Listener = () => void;

/** Newest (most recently seen) first. Replaced, never mutated, so React sees each change. */
const log = createStore<readonly ErrorLogEntry[]>([]);
let nextId = 1;

const describe = (error: unknown): { message: string; stack?: string } => {
    if (error instanceof Error) return { message: error.message || error.name, stack: error.stack };
    if (typeof error === 'string') return { message: error };
    try {
        const json = JSON.stringify(error);
        if (json !== undefined) return { message: json };
    } catch {
        // not serialisable: fall through
    }
    return { message: String(error) };
};

/** Adds an error; the same message from the same component on the same page only counts again. */
export const reportError = ({ error, component, info, url = window.location.href }: ErrorReport): ErrorLogEntry => {
    const { message, stack } = describe(error);
    const time = Date.now();
    const entries = log.get();
    const same = entries.find(entry => entry.message === message && entry.component === component && entry.url === url);
    const entry: ErrorLogEntry = same
        ? { ...same, time, count: same.count + 1, stack: stack ?? same.stack, info: info ?? same.info }
        : { id: nextId++, message, stack, component, info, url, time, count: 1 };
    log.set([entry, ...entries.filter(other => other !== same)].slice(0, ERROR_LOG_LIMIT));
    return entry;
};

export const clearErrors = (): void => log.set([]);

export const getErrors = (): readonly ErrorLogEntry[] => log.get();

export const subscribeErrors = (listener: Listener): (() => void) => log.subscribe(listener);

/** The error log, newest first, re-rendering on every report and clear. */
export const useErrorLog = (): readonly ErrorLogEntry[] => useSyncExternalStore(subscribeErrors, getErrors, getErrors);
