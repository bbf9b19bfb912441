import { useEffect } from 'react';
import { useNotify } from 'react-admin';

/**
 * The value each topic had when last seen. Module state on purpose: a language switch remounts the whole
 * react-admin tree (and its toast queue) once the new catalogue is in force, so only the remounted component can
 * raise a toast that stays, and only module state remembers what the value was before.
 */
const lastSeen = new Map<string, string>();

/** Shows a success toast when `value` changes from what this topic had before (not on the first render). */
export const useAnnounceChange = (topic: string, value: string, messageKey: string): void => {
    const notify = useNotify();
    useEffect(() => {
        const before = lastSeen.get(topic);
        lastSeen.set(topic, value);
        if (before !== undefined && before !== value) notify(messageKey, { type: 'success' });
    }, [topic, value, messageKey, notify]);
};

/** Forget every topic's value (tests: each starts as a fresh page would). */
export const forgetAnnouncedChanges = (): void => lastSeen.clear();
