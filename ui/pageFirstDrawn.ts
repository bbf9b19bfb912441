import { startTransition, useEffect, useRef, useState } from 'react';
import { createListeners } from '../base/session/store';
import { afterNextFrame } from './afterNextFrame';

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
 * The parts drawn after the page's first data, in the order they come: the list's own tools (its filter form), then
 * the sidebar's menu (the larger part of the page still empty: Lighthouse's speed index gained by it), then the top
 * bar's buttons. Each part is drawn in a transition of its own, the next once the browser has shown the one before:
 * React cannot slice a commit, nor the updates that its layout effects ask for (a MUI Tooltip keeps its child's node in
 * its state, a Portal its container, a form's inputs follow its state), and all three drawn in one commit held the main
 * thread for a quarter of a second on a slower machine (Lighthouse's blocking time).
 */
export const PARTS_AFTER_PAGE = ['listTools', 'menu', 'topBar'] as const;
export type PartAfterPage = (typeof PARTS_AFTER_PAGE)[number];

/** The longest a part waits for the one before it to be committed (a transition that suspends commits nothing). */
const PART_COMMIT_WAIT_MS = 1000;

/** One part being drawn: how many of its users are still to commit it, and what ends its wait. */
interface PartDrawing {
    left: number;
    stopWaiting: () => void;
}

/** The parts whose page is drawn, waiting for their turn: what draws each, by part. */
const due = new Map<PartAfterPage, Set<(drawing: PartDrawing) => void>>();
/** The part being drawn, if any. */
let drawing: PartDrawing | undefined;

/** The next part in PARTS_AFTER_PAGE's order whose page is drawn, in a transition, unless one is being drawn. */
const drawNextPart = () => {
    if (drawing) return;
    const part = PARTS_AFTER_PAGE.find(name => (due.get(name)?.size ?? 0) > 0);
    if (!part) return;
    const users = [...(due.get(part) ?? [])];
    due.delete(part);
    const timer = setTimeout(() => partCommitted(current, true), PART_COMMIT_WAIT_MS);
    const current: PartDrawing = { left: users.length, stopWaiting: () => clearTimeout(timer) };
    drawing = current;
    startTransition(() => users.forEach(draw => draw(current)));
};

/**
 * One user of the part `of` has committed it (or left, or the wait is over: `all`): the next part after a frame. A
 * user whose part's wait ran out before it committed counts for nothing in the part drawn since.
 */
const partCommitted = (of: PartDrawing, all = false) => {
    if (drawing !== of) return;
    of.left = all ? 0 : of.left - 1;
    if (of.left > 0) return;
    of.stopWaiting();
    drawing = undefined;
    afterNextFrame(drawNextPart);
};

/**
 * False until the page's first data is drawn (whenPageFirstDrawn) and `part`'s turn has come (PARTS_AFTER_PAGE), then
 * true, set in a transition: for what the user did not open the page for (the shell's menu, a list's filter form),
 * drawn after the rows, not with them.
 */
export const usePageFirstDrawn = (part: PartAfterPage): boolean => {
    const [shown, setShown] = useState(false);
    /** The part's drawing this user was drawn in and has not committed yet: the queue waits for this user. */
    const owed = useRef<PartDrawing>(undefined);
    useEffect(() => {
        const draw = (drawing: PartDrawing) => {
            owed.current = drawing;
            setShown(true);
        };
        const stop = whenPageFirstDrawn(() => {
            const users = due.get(part) ?? new Set();
            users.add(draw);
            due.set(part, users);
            // Once every part whose page was drawn in this same task has joined: the first in order goes first.
            queueMicrotask(drawNextPart);
        }, FIRST_DRAW_WAIT_MS);
        return () => {
            stop();
            due.get(part)?.delete(draw);
            if (owed.current) partCommitted(owed.current);
            owed.current = undefined;
        };
    }, [part]);
    useEffect(() => {
        if (!shown || !owed.current) return;
        partCommitted(owed.current);
        owed.current = undefined;
    }, [shown]);
    return shown;
};
