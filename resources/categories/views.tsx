import { useMemo, useState, type ReactNode } from 'react';
import { Box, Card, CardContent, CardHeader, Stack, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { AutocompleteInput, Button, RecordContextProvider, useGetList, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import { useKit } from '../kit/KitContext';
import { KitList } from '../kit/KitList';
import { KitRecordDialog } from '../kit/KitRecordDialog';
import { StatusActionButtons } from '../kit/StatusActionButton';
import { STATUS_COLOURS } from '../kit/statusColours';
import { StatusChip } from '../../ui/StatusChip';
import { choicePrefix } from '../kit/choices';
import type { ResourceViews } from '../kit/types';
import { buildTree, descendantsOf, pathOf, visibleIds, type TreeNode } from './tree';

const ALL_ROWS = { pagination: { page: 1, perPage: 1000 }, sort: { field: 'sort', order: 'ASC' as const } };

/** The parent picker of the dialog: every category by its path, except the record itself and its descendants. */
const ParentInput = ({ rows, exclude }: { rows: readonly RaRecord[]; exclude: ReadonlySet<string> }) => {
    const choices = rows
        .filter(row => !exclude.has(String(row.id)))
        .map(row => ({ id: row.id, name: pathOf(rows, row.id) }))
        .sort((a, b) => a.name.localeCompare(b.name));
    return <AutocompleteInput source="parentId" choices={choices} label="resources.categories.fields.parentId" fullWidth parse={value => value ?? null} />;
};

const NodeLabel = ({ node }: { node: TreeNode }) => {
    const status = String(node.record.status ?? '');
    return (
        <Stack direction="row" spacing={1} alignItems="center" sx={{ py: 0.25 }}>
            <span>{String(node.record.name ?? '')}</span>
            {status && status !== 'enabled' && (
                <StatusChip status={status} labelKeyPrefix={choicePrefix('categories', 'status')} colours={STATUS_COLOURS} />
            )}
            {node.children.length > 0 && (
                <Typography component="span" variant="caption" color="text.secondary">
                    ({node.children.length})
                </Typography>
            )}
        </Stack>
    );
};

const renderNodes = (nodes: readonly TreeNode[], shown: ReadonlySet<string> | undefined): ReactNode =>
    nodes
        .filter(node => !shown || shown.has(String(node.record.id)))
        .map(node => (
            <TreeItem key={String(node.record.id)} itemId={String(node.record.id)} label={<NodeLabel node={node} />}>
                {node.children.length > 0 ? renderNodes(node.children, shown) : null}
            </TreeItem>
        ));

type DialogState = { mode: 'create'; parentId: Identifier | null } | { mode: 'edit'; id: Identifier };

/**
 * The category tree of /factory/category beside the kit's flat list (filters, sort, columns, status
 * actions). The catalogue has no record path for categories, so add, add child and edit open the kit's form in a
 * dialog (KitRecordDialog) rather than a page: nothing links to a path that does not exist. The tree is read whole
 * (a site has dozens of categories, not thousands); its search keeps each match's ancestors so the hierarchy stays
 * readable. Items are plain (no buttons inside a treeitem): the actions act on the selected category.
 */
const CategoryTree = () => {
    const { description } = useKit();
    const translate = useTranslate();
    const { data = [], isPending } = useGetList('categories', ALL_ROWS);
    const roots = useMemo(() => buildTree(data), [data]);
    const [search, setSearch] = useState('');
    const [selectedId, setSelectedId] = useState<string | null>(null);
    const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
    const [dialog, setDialog] = useState<DialogState>();
    const shown = useMemo(() => (search.trim() ? visibleIds(data, search) : undefined), [data, search]);
    const parents = useMemo(() => data.filter(row => data.some(child => String(child.parentId) === String(row.id))).map(row => String(row.id)), [data]);
    // Everything open but what the user closed; a search opens every match's ancestors.
    const expanded = shown ? parents.filter(id => shown.has(id)) : parents.filter(id => !collapsed.has(id));
    const selected = data.find(row => String(row.id) === selectedId);
    const status = description.actions?.status;
    const exclude = dialog?.mode === 'edit' ? descendantsOf(data, dialog.id) : new Set<string>();

    return (
        <Card variant="outlined" sx={{ mt: { xs: 2, xl: 8 }, alignSelf: 'start' }}>
            <CardHeader
                title={translate('resources.categories.tree.title')}
                titleTypographyProps={{ variant: 'subtitle1', component: 'h2' }}
                action={<Button label="resources.categories.tree.add_root" onClick={() => setDialog({ mode: 'create', parentId: null })} startIcon={<AddIcon />} />}
            />
            <CardContent sx={{ pt: 0 }}>
                <TextField
                    size="small"
                    fullWidth
                    label={translate('resources.categories.tree.search')}
                    value={search}
                    onChange={event => setSearch(event.target.value)}
                    sx={{ mb: 1 }}
                />
                <Box sx={{ minHeight: 48, mb: 1 }} aria-live="polite">
                    {selected ? (
                        <Stack direction="row" flexWrap="wrap" alignItems="center" gap={0.5}>
                            <Typography variant="body2" sx={{ mr: 1 }}>
                                {translate('resources.categories.tree.selected', { name: pathOf(data, selected.id) })}
                            </Typography>
                            <Button
                                label="resources.categories.tree.add_child"
                                startIcon={<AddIcon />}
                                onClick={() => {
                                    // The new child shows under its parent: open it.
                                    setCollapsed(closed => new Set([...closed].filter(id => id !== String(selected.id))));
                                    setDialog({ mode: 'create', parentId: selected.id });
                                }}
                            />
                            <Button label="ra.action.edit" startIcon={<EditIcon />} onClick={() => setDialog({ mode: 'edit', id: selected.id })} />
                            {status && (
                                <RecordContextProvider value={selected}>
                                    <StatusActionButtons action={status} />
                                </RecordContextProvider>
                            )}
                        </Stack>
                    ) : (
                        <Typography variant="body2" color="text.secondary">
                            {translate('resources.categories.tree.hint')}
                        </Typography>
                    )}
                </Box>
                {!isPending && data.length === 0 && <Typography color="text.secondary">{translate('resources.categories.tree.empty')}</Typography>}
                {shown && shown.size === 0 && <Typography color="text.secondary">{translate('resources.categories.tree.no_match')}</Typography>}
                <SimpleTreeView
                    aria-label={translate('resources.categories.tree.title')}
                    expandedItems={expanded}
                    onExpandedItemsChange={(_, ids) => {
                        if (shown) return;
                        const open = new Set(ids);
                        setCollapsed(new Set(parents.filter(id => !open.has(id))));
                    }}
                    selectedItems={selectedId}
                    onSelectedItemsChange={(_, id) => setSelectedId(id)}
                    sx={{ maxHeight: 560, overflowY: 'auto' }}
                >
                    {renderNodes(roots, shown)}
                </SimpleTreeView>
            </CardContent>
            {dialog && (
                <KitRecordDialog
                    key={dialog.mode === 'edit' ? `edit-${dialog.id}` : `create-${dialog.parentId}`}
                    id={dialog.mode === 'edit' ? dialog.id : undefined}
                    defaults={dialog.mode === 'create' ? { parentId: dialog.parentId, status: 'enabled', sort: 0 } : undefined}
                    title={dialog.mode === 'edit' ? 'resources.categories.tree.edit_title' : 'resources.categories.tree.create_title'}
                    inputs={{ parentId: <ParentInput rows={data} exclude={exclude} /> }}
                    onClose={() => setDialog(undefined)}
                />
            )}
        </Card>
    );
};

/** The tree beside the flat list on wide screens, above it on narrower ones. */
const CategoryList = () => (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', xl: '360px minmax(0, 1fr)' }, columnGap: 2 }}>
        <CategoryTree />
        <Box sx={{ minWidth: 0 }}>
            <KitList />
        </Box>
    </Box>
);

const views: Partial<ResourceViews> = { list: CategoryList };

export default views;
