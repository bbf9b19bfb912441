import { useMemo, type ReactNode } from 'react';
import { Box, Card, CardContent, CardHeader, Stack, Typography } from '@mui/material';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useGetList, useTranslate } from 'react-admin';
import { KitList } from '../kit/KitList';
import type { ResourceViews } from '../kit/types';
import { buildTree, type TreeNode } from '../categories/tree';

const ALL_ROWS = { pagination: { page: 1, perPage: 1000 }, sort: { field: 'sort', order: 'ASC' as const } };
const T = 'resources.service-categories';

const renderNodes = (nodes: readonly TreeNode[], hidden: string): ReactNode =>
    nodes.map(node => (
        <TreeItem
            key={String(node.record.id)}
            itemId={String(node.record.id)}
            label={
                <Stack direction="row" spacing={1} alignItems="center">
                    <span>{String(node.record.name ?? '')}</span>
                    {node.record.status === 'hide' && (
                        <Typography component="span" variant="caption" color="text.secondary">
                            ({hidden})
                        </Typography>
                    )}
                </Stack>
            }
        >
            {node.children.length > 0 ? renderNodes(node.children, hidden) : null}
        </TreeItem>
    ));

/**
 * The categories as buyers meet them on the service website, every level open (a site has a few dozen): the tree
 * beside the kit's list, where they are filtered, added and edited (in the row's dialog).
 */
const CategoryTree = () => {
    const translate = useTranslate();
    const { data = [] } = useGetList('service-categories', ALL_ROWS);
    const roots = useMemo(() => buildTree(data), [data]);
    const parents = useMemo(() => data.filter(row => data.some(child => String(child.parentId) === String(row.id))).map(row => String(row.id)), [data]);
    return (
        <Card variant="outlined" sx={{ mt: { xs: 2, xl: 8 }, alignSelf: 'start' }}>
            <CardHeader title={translate(`${T}.tree`)} slotProps={{ title: { variant: 'subtitle1', component: 'h2' } }} />
            <CardContent sx={{ pt: 0 }}>
                <SimpleTreeView aria-label={translate(`${T}.tree`)} defaultExpandedItems={parents} key={parents.join(',')} sx={{ maxHeight: 560, overflowY: 'auto' }}>
                    {renderNodes(roots, translate(`${T}.choices.status.hide`))}
                </SimpleTreeView>
            </CardContent>
        </Card>
    );
};

const ServiceCategoryList = () => (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', xl: '320px minmax(0, 1fr)' }, columnGap: 2 }}>
        <CategoryTree />
        <Box sx={{ minWidth: 0 }}>
            <KitList />
        </Box>
    </Box>
);

const views: Partial<ResourceViews> = { list: ServiceCategoryList };
export default views;
