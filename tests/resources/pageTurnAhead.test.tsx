/**
 * A turn to a page fetched ahead, as the list's parts see it (SteadyListContext, usePageTurnAhead): the rows and the
 * pager show the page at once; react-admin is told after the next frame; a change of the query in that frame wins.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ListContextProvider, useListContext, type ListControllerResult } from 'react-admin';
import { PageOfList, SteadyListContext } from '../../resources/kit/SteadyListContext';
import { listPageKey, markFetchedAhead } from '../../resources/kit/pagesAhead';

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

const renderList = (list: ListControllerResult, queryClient: QueryClient) =>
    render(
        <QueryClientProvider client={queryClient}>
            <ListContextProvider value={list}>
                <SteadyListContext>
                    <PageOfList>
                        <LivePage />
                    </PageOfList>
                </SteadyListContext>
            </ListContextProvider>
        </QueryClientProvider>,
    );

/** Page 2 in the cache, fetched ahead as useNextPage does. */
const clientWithPageAhead = (list: ListControllerResult) => {
    const queryClient = new QueryClient();
    const key = listPageKey(list, 2);
    queryClient.setQueryData(key, { data: rowsOf(2), total: 6 });
    markFetchedAhead(queryClient, key);
    return queryClient;
};

describe('a turn to a page fetched ahead', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('shows the page at once and tells react-admin after the next frame', () => {
        const list = listAt(1);
        renderList(list, clientWithPageAhead(list));
        expect(screen.getByRole('status', { name: 'live' })).toHaveTextContent('page 1: 10,11 (more)');

        turn();
        expect(screen.getByRole('status', { name: 'live' })).toHaveTextContent('page 2: 20,21 (more)');
        expect(list.setPage).not.toHaveBeenCalled();

        act(() => vi.advanceTimersByTime(50));
        expect(list.setPage).toHaveBeenCalledExactlyOnceWith(2);
    });

    it('gives way to a sort chosen before react-admin heard of it', () => {
        const list = listAt(1);
        renderList(list, clientWithPageAhead(list));
        turn();
        sortByAmount();
        expect(screen.getByRole('status', { name: 'live' })).toHaveTextContent('page 1: 10,11');

        act(() => vi.advanceTimersByTime(50));
        expect(list.setPage).not.toHaveBeenCalled();
        expect(list.setSort).toHaveBeenCalledExactlyOnceWith({ field: 'amount', order: 'ASC' });
    });

    it('leaves a page not fetched ahead to react-admin at once', () => {
        const list = listAt(1);
        renderList(list, new QueryClient());
        turn();
        expect(list.setPage).toHaveBeenCalledExactlyOnceWith(2);
        expect(screen.getByRole('status', { name: 'live' })).toHaveTextContent('page 1: 10,11');
    });
});
