import { startTransition, useEffect, useState } from 'react';
import { createListeners } from '../base/session/store';

/** How many parts of the page on show still wait to draw their first data (a list, its first rows). */
let waiting = 0;
const drawn = createListeners();

/**
 * While `pending` (a list with no rows yet), the page's first data is still to be drawn: the shell's own parts wait
 * for it (whenPageFirstDrawn), so that React draws the rows the user opened the page for before the menu.
 */
export const usePageFirstDrawWaits = (pending: boolean): void => {
    useEffect(() => {
        if (!pending) return;
        waiting += 1;
        return () => {
            waiting -= 1;
            if (waiting === 0) drawn.notify();
        };
    }, [pending]);
};

/**
 * Calls `then` once no part of the page waits for its first data (right after the effects now running, if none
 * does), and after `atMostMs` at the latest (a slow answer does not keep the menu away); returns what cancels it.
 */
const whenPageFirstDrawn = (then: () => void, atMostMs: number): (() => void) => {
    let done = false;
    const stop = () => {
        done = true;
        clearTimeout(timer);
        unsubscribe();
    };
    const finish = () => {
        if (done) return;
        stop();
        then();
    };
    const unsubscribe = drawn.subscribe(finish);
    const timer = setTimeout(finish, atMostMs);
    // Once the effects of the commit that asked are all run: a list drawn in that commit after the asker (the toolbar
    // comes before the table) says in its own effect that it waits.
    queueMicrotask(() => {
        if (waiting === 0) finish();
    });
    return stop;
};

/** The longest a part drawn after the page's first data waits for it (a slow answer): then it is drawn anyway. */
const FIRST_DRAW_WAIT_MS = 1500;

/**
 * False until the page's first data is drawn (whenPageFirstDrawn), then true, set in a transition: for what the user
 * did not open the page for (the shell's menu, a list's column picker), drawn right after the rows, not with them.
 */
export const usePageFirstDrawn = (): boolean => {
    const [drawn, setDrawn] = useState(false);
    useEffect(() => whenPageFirstDrawn(() => startTransition(() => setDrawn(true)), FIRST_DRAW_WAIT_MS), []);
    return drawn;
};
