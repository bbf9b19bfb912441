import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useListContext } from 'react-admin';

/**
 * While the user reads a page of the list, fetch the next one into react-admin's own query cache, under the key its
 * list uses (useGetList: `[resource, 'getList', {pagination, sort, filter, meta}]`): turning the page then shows it
 * at once instead of waiting for the server (the page turn under 100 ms).
 */
export const PrefetchNextPage = () => {
    const { resource, page, perPage, sort, filterValues, total, isPending } = useListContext();
    const dataProvider = useDataProvider();
    const queryClient = useQueryClient();
    const hasNext = total !== undefined && page * perPage < total;
    useEffect(() => {
        if (isPending || !hasNext) return;
        const params = { pagination: { page: page + 1, perPage }, sort, filter: filterValues, meta: undefined };
        void queryClient.prefetchQuery({
            queryKey: [resource, 'getList', params],
            queryFn: () => dataProvider.getList(resource, params).then(({ data, total, pageInfo, meta }) => ({ data, total, pageInfo, meta })),
        });
    }, [dataProvider, queryClient, resource, page, perPage, sort, filterValues, hasNext, isPending]);
    return null;
};
