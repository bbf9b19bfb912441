import { useEffect, useState } from 'react';

/**
 * How long the dashboard is shown before it asks for its counts and its trend: sign-in lands on it, and a user who
 * goes straight on to another screen (a bookmark, a search in the menu) does not cost the backend a count of every
 * area and a scan of two weeks of orders.
 */
export const SETTLE_MS = 500;

/** False until the component has been shown for `ms`. */
export const useSettled = (ms = SETTLE_MS): boolean => {
    const [settled, setSettled] = useState(false);
    useEffect(() => {
        const timer = setTimeout(() => setSettled(true), ms);
        return () => clearTimeout(timer);
    }, [ms]);
    return settled;
};
