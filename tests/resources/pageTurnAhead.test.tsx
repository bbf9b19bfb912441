/**
 * A turn to a page fetched ahead, as the list's parts see it (PageTurnAhead, PageOfList): the next page is asked for
 * through react-admin's data provider while the user reads; once it has arrived the rows and the pager show it at
 * once on a turn, and react-admin is told after the next frame; a sort chosen in that frame wins.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { CoreAdminContext, ListContextProvider, testDataProvider, useListContext, type ListControllerResult } from 'react-admin';
import { PageOfList, PageTurnAhead } from '../../resources/kit/PageTurnAhead';
import { createPagesAhead } from '../../resources/kit/pagesAhead';

const rowsOf = (page: number) => Array.from({ length: 2 }, (_, index) => ({ id: page * 10 + index }));

/** react-admin's list at page 1 of 3 (two rows a page), with spies for what the view asks of it. */
const listAt = (page: number): ListControllerResult =>
    ({
        resource: 'orders',
        page,
        perPage: 2,
        total: 6,
        sort: { field: 'orderTime', order: 'DESC' },
        filterValues: {},
        displayedFilters: {},
        filter: undefined,
        data: rowsOf(page),
        selectedIds: [],
        isPending: false,
        isFetching: false,
        isLoading: false,
        isPlaceholderData: false,
        hasNextPage: page < 3,
        hasPreviousPage: page > 1,
        error: null,
        meta: undefined,
        setPage: vi.fn(),
        setSort: vi.fn(),
        setPerPage: vi.fn(),
        setFilters: vi.fn(),
        showFilter: vi.fn(),
        hideFilter: vi.fn(),
        onSelect: vi.fn(),
        onSelectAll: vi.fn(),
        onToggleItem: vi.fn(),
        onUnselectItems: vi.fn(),
        refetch: vi.fn(),
    }) as unknown as ListControllerResult;

/** The live page as the rows and the pager read it, and the pager's and a column header's actions. */
const LivePage = () => {
    const { page, data, hasNextPage, setPage, setSort } = useListContext();
    return (
        <>
            <output aria-label="live">{`page ${page}: ${data?.map(row => row.id).join(',')}${hasNextPage ? ' (more)' : ''}`}</output>
            <button onClick={() => setPage(2)}>Page 2</button>
            <button onClick={() => setSort({ field: 'amount', order: 'ASC' })}>Sort by amount</button>
        </>
    );
};
const turn = () => fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
const sortByAmount = () => fireEvent.click(screen.getByRole('button', { name: 'Sort by amount' }));

/** The server's pages, as react-admin's data provider answers them; each call recorded. */
const serverPages = () =>
    testDataProvider({
        getList: vi.fn(async (_resource, { pagination }) => ({ data: rowsOf(pagination!.page) as never[], total: 6 })),
    });

const renderList = (list: ListControllerResult, dataProvider = serverPages()) => {
    render(
        <CoreAdminContext dataProvider={dataProvider}>
            <ListContextProvider value={list}>
                <PageTurnAhead ahead={createPagesAhead()}>
                    <PageOfList>
                        <LivePage />
                    </PageOfList>
                </PageTurnAhead>
            </ListContextProvider>
        </CoreAdminContext>,
    );
    return dataProvider;
};

/** The user reads the page long enough for the next one to be asked for and to arrive. */
const read = async () => {
    // The delay before asking, then the answer and react-query's notification of it (timers of their own).
    for (let step = 0; step < 3; step += 1) await act(async () => vi.advanceTimersByTimeAsync(500));
};

describe('a turn to a page fetched ahead', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('asks for the next page while the user reads, shows it at once on a turn and tells react-admin after the next frame', async () => {
        const list = listAt(1);
        const dataProvider = renderList(list);
        expect(screen.getByRole('status', { name: 'live' })).toHaveTextContent('page 1: 10,11 (more)');
        await read();
        expect(dataProvider.getList).toHaveBeenCalledExactlyOnceWith(
            'orders',
            expect.objectContaining({ pagination: { page: 2, perPage: 2 }, sort: { field: 'orderTime', order: 'DESC' }, filter: {} }),
        );

        turn();
        expect(screen.getByRole('status', { name: 'live' })).toHaveTextContent('page 2: 20,21 (more)');
        expect(list.setPage).not.toHaveBeenCalled();

        act(() => vi.advanceTimersByTime(50));
        expect(list.setPage).toHaveBeenCalledExactlyOnceWith(2);
    });

    it('gives way to a sort chosen before react-admin heard of it', async () => {
        const list = listAt(1);
        renderList(list);
        await read();
        turn();
        sortByAmount();
        expect(screen.getByRole('status', { name: 'live' })).toHaveTextContent('page 1: 10,11');

        act(() => vi.advanceTimersByTime(50));
        expect(list.setPage).not.toHaveBeenCalled();
        expect(list.setSort).toHaveBeenCalledExactlyOnceWith({ field: 'amount', order: 'ASC' });
    });

    it('leaves a page not fetched ahead to react-admin at once', () => {
        const list = listAt(1);
        renderList(list);
        turn();
        expect(list.setPage).toHaveBeenCalledExactlyOnceWith(2);
        expect(screen.getByRole('status', { name: 'live' })).toHaveTextContent('page 1: 10,11');
    });
});
