import { useEffect, useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { usePageFirstDrawn, usePageFirstDrawWaits, type PartAfterPage } from '../../ui/pageFirstDrawn';

/** What waits for the page (a menu, a column picker), drawn before the list in the tree, as a toolbar is. */
const AfterRows = () => <p>{usePageFirstDrawn('listTools') ? 'parts drawn' : 'parts waiting'}</p>;

/** A list: no rows until its answer is in. */
const List = ({ rows }: { rows: boolean }) => {
    usePageFirstDrawWaits(!rows);
    return <p>{rows ? 'rows' : 'loading'}</p>;
};

const Page = () => {
    const [rows, setRows] = useState(false);
    return (
        <>
            <AfterRows />
            <List rows={rows} />
            <button onClick={() => setRows(true)}>answer</button>
        </>
    );
};

describe("the parts drawn after a page's first data", () => {
    it('wait for a list drawn after them in the same render, and come once its rows are drawn', async () => {
        render(<Page />);
        await act(() => new Promise(resolve => setTimeout(resolve, 20)));
        expect(screen.getByText('parts waiting')).toBeTruthy();
        await act(async () => screen.getByText('answer').click());
        await screen.findByText('parts drawn');
        expect(screen.getByText('rows')).toBeTruthy();
    });

    it('come at once on a page with nothing to wait for, and after 1.5 s on one whose answer is slow', async () => {
        const { unmount } = render(<AfterRows />);
        await screen.findByText('parts drawn');
        unmount();
        vi.useFakeTimers();
        try {
            render(
                <>
                    <AfterRows />
                    <List rows={false} />
                </>,
            );
            await act(async () => vi.advanceTimersByTime(1400));
            expect(screen.getByText('parts waiting')).toBeTruthy();
            await act(async () => vi.advanceTimersByTime(200));
            expect(screen.getByText('parts drawn')).toBeTruthy();
        } finally {
            vi.useRealTimers();
        }
    });

    it('come one part a commit, in their order (the list\'s tools, the menu, the top bar), whatever order they are drawn in', async () => {
        /** What each commit showed: the parts drawn by then. */
        const commits: string[] = [];
        const shown = new Set<PartAfterPage>();
        const Part = ({ part }: { part: PartAfterPage }) => {
            const drawn = usePageFirstDrawn(part);
            useEffect(() => {
                if (!drawn) return;
                shown.add(part);
                commits.push([...shown].join(' '));
            }, [drawn, part]);
            return <p>{drawn ? `${part} drawn` : `${part} waiting`}</p>;
        };
        const Shell = ({ rows }: { rows: boolean }) => (
            <>
                <Part part="menu" />
                <Part part="topBar" />
                <Part part="listTools" />
                <Part part="listTools" />
                <List rows={rows} />
            </>
        );
        const { rerender } = render(<Shell rows={false} />);
        await act(() => new Promise(resolve => setTimeout(resolve, 20)));
        expect(commits).toEqual([]);
        rerender(<Shell rows />);
        await screen.findByText('topBar drawn');
        // Both users of the list's tools in one commit; each later part once the one before is committed and shown.
        expect(commits).toEqual(['listTools', 'listTools', 'listTools menu', 'listTools menu topBar']);
    });
});
