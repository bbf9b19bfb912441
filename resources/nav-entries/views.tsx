import { useMemo, useState, type ReactNode } from 'react';
import { Box, Card, CardContent, CardHeader, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { Button, RecordContextProvider, SelectInput, useGetList, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import { useKit } from '../kit/KitContext';
import { KitList } from '../kit/KitList';
import { KitRecordDialog } from '../kit/KitRecordDialog';
import { StatusActionButtons } from '../kit/StatusActionButton';
import { STATUS_COLOURS } from '../kit/statusColours';
import { StatusChip } from '../../ui/StatusChip';
import { choicePrefix } from '../kit/choices';
import type { ResourceViews } from '../kit/types';
import { buildTree, type TreeNode } from '../categories/tree';

const ALL_ROWS = { pagination: { page: 1, perPage: 500 }, sort: { field: 'sort', order: 'ASC' as const } };

const isMenu = (row: RaRecord) => row.parentId === null || row.parentId === undefined || row.parentId === '';

/** The parent picker of the dialog: the level-1 menus only (the header has two levels), or none for a menu. */
const MenuInput = ({ menus, collection }: { menus: readonly RaRecord[]; collection: string }) => (
    <SelectInput
        source="parentId"
        label={`resources.${collection}.fields.parentId`}
        choices={menus.map(menu => ({ id: menu.id, name: String(menu.name ?? menu.id) }))}
        emptyText={`resources.${collection}.tree.no_parent`}
        parse={value => (value === '' ? null : value)}
        fullWidth
    />
);

const NodeLabel = ({ node, collection }: { node: TreeNode; collection: string }) => {
    const translate = useTranslate();
    const status = String(node.record.status ?? '');
    const tag = String(node.record.tag ?? 'none');
    return (
        <Stack direction="row" spacing={1} alignItems="center" sx={{ py: 0.25 }}>
            <span>{String(node.record.name ?? '')}</span>
            {tag !== 'none' && (
                <Typography component="span" variant="caption" color="primary">
                    {translate(`${choicePrefix(collection, 'tag')}.${tag}`)}
                </Typography>
            )}
            {status && status !== 'online' && <StatusChip status={status} labelKeyPrefix={choicePrefix(collection, 'status')} colours={STATUS_COLOURS} />}
        </Stack>
    );
};

const renderNodes = (nodes: readonly TreeNode[], collection: string): ReactNode =>
    nodes.map(node => (
        <TreeItem key={String(node.record.id)} itemId={String(node.record.id)} label={<NodeLabel node={node} collection={collection} />}>
            {node.children.length > 0 ? renderNodes(node.children, collection) : null}
        </TreeItem>
    ));

type DialogState = { mode: 'create'; parentId: Identifier | null } | { mode: 'edit'; id: Identifier };

/**
 * The header as the site shows it: level-1 menus with their level-2 entries in their order (@mui/x-tree-view),
 * beside the kit's flat list (filters, columns, hand order, status). The catalogue gives navigation no record page,
 * so add menu, add entry (under the selected menu) and edit open the kit's form in a dialog. Items are plain (no
 * buttons inside a treeitem): the actions act on the selected item. The header is read whole (dozens of rows).
 */
const NavTree = () => {
    const { description, entry } = useKit();
    const collection = entry.collection;
    const t = (key: string) => `resources.${collection}.tree.${key}`;
    const translate = useTranslate();
    const { data = [], isPending } = useGetList(collection, ALL_ROWS);
    const roots = useMemo(() => buildTree(data), [data]);
    const menus = useMemo(() => data.filter(isMenu), [data]);
    const [selectedId, setSelectedId] = useState<string | null>(null);
    const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
    const [dialog, setDialog] = useState<DialogState>();
    const parents = menus.filter(menu => data.some(row => String(row.parentId) === String(menu.id))).map(menu => String(menu.id));
    const expanded = parents.filter(id => !collapsed.has(id));
    const selected = data.find(row => String(row.id) === selectedId);
    const status = description.actions?.status;

    return (
        <Card variant="outlined" sx={{ mt: { xs: 2, xl: 8 }, alignSelf: 'start' }}>
            <CardHeader
                title={translate(t('title'))}
                titleTypographyProps={{ variant: 'subtitle1', component: 'h2' }}
                action={<Button label={t('add_menu')} onClick={() => setDialog({ mode: 'create', parentId: null })} startIcon={<AddIcon />} />}
            />
            <CardContent sx={{ pt: 0 }}>
                <Box sx={{ minHeight: 48, mb: 1 }} aria-live="polite">
                    {selected ? (
                        <Stack direction="row" flexWrap="wrap" alignItems="center" gap={0.5}>
                            <Typography variant="body2" sx={{ mr: 1 }}>
                                {translate(t('selected'), { name: String(selected.name ?? '') })}
                            </Typography>
                            {isMenu(selected) && (
                                <Button
                                    label={t('add_entry')}
                                    startIcon={<AddIcon />}
                                    onClick={() => {
                                        setCollapsed(closed => new Set([...closed].filter(id => id !== String(selected.id))));
                                        setDialog({ mode: 'create', parentId: selected.id });
                                    }}
                                />
                            )}
                            <Button label="ra.action.edit" startIcon={<EditIcon />} onClick={() => setDialog({ mode: 'edit', id: selected.id })} />
                            {status && (
                                <RecordContextProvider value={selected}>
                                    <StatusActionButtons action={status} />
                                </RecordContextProvider>
                            )}
                        </Stack>
                    ) : (
                        <Typography variant="body2" color="text.secondary">
                            {translate(t('hint'))}
                        </Typography>
                    )}
                </Box>
                {!isPending && data.length === 0 && <Typography color="text.secondary">{translate(t('empty'))}</Typography>}
                <SimpleTreeView
                    aria-label={translate(t('title'))}
                    expandedItems={expanded}
                    onExpandedItemsChange={(_, ids) => {
                        const open = new Set(ids);
                        setCollapsed(new Set(parents.filter(id => !open.has(id))));
                    }}
                    selectedItems={selectedId}
                    onSelectedItemsChange={(_, id) => setSelectedId(id)}
                    sx={{ maxHeight: 560, overflowY: 'auto' }}
                >
                    {renderNodes(roots, collection)}
                </SimpleTreeView>
            </CardContent>
            {dialog && (
                <KitRecordDialog
                    key={dialog.mode === 'edit' ? `edit-${dialog.id}` : `create-${dialog.parentId}`}
                    id={dialog.mode === 'edit' ? dialog.id : undefined}
                    defaults={dialog.mode === 'create' ? { parentId: dialog.parentId, status: 'online', tag: 'none' } : undefined}
                    title={dialog.mode === 'edit' ? t('edit_title') : t('create_title')}
                    inputs={{ parentId: <MenuInput menus={menus.filter(menu => dialog.mode !== 'edit' || String(menu.id) !== String(dialog.id))} collection={collection} /> }}
                    onClose={() => setDialog(undefined)}
                />
            )}
        </Card>
    );
};

/** The tree beside the flat list on wide screens, above it on narrower ones. */
const NavList = () => (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', xl: '360px minmax(0, 1fr)' }, columnGap: 2 }}>
        <NavTree />
        <Box sx={{ minWidth: 0 }}>
            <KitList />
        </Box>
    </Box>
);

const views: Partial<ResourceViews> = { list: NavList };

export default views;
