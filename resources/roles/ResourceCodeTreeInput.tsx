import { useMemo, useState } from 'react';
import { Box, FormHelperText, InputAdornment, TextField, Typography } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useInput, useTranslate } from 'react-admin';
import { allIds, buildResourceTree, codesOfTicked, filterTree, grantableTree, GROUP_ID_PREFIX, tickedOf, type CodeNode } from './resourceTree';
import { codesBeyond } from './grantRules';
import { useSessionUser } from '../../ui/session/useSessionUser';
import { grantedCodes } from '../../base/session/sessionUser';

/**
 * Ticking an item ticks what is below it; unticking a button leaves its screen ticked (a screen's code is its own,
 * not the sum of its buttons'). A group shows ticked when everything below it is (resourceTree.ts `tickedOf`).
 */
const SELECTION_PROPAGATION = { descendants: true, parents: false } as const;

/** The catalogue is fixed while the app runs: one tree. */
const fullTree = buildResourceTree();

/**
 * A role's resource codes (the `resources` field) as a tree grouped like the menu, with @mui/x-tree-view's
 * checkbox selection: ticking a group ticks its screens and their buttons (select-all per group), a search narrows
 * the tree to matching titles or codes (ticks outside it are kept). The form's value is the stored codes
 * (resourceTree.ts turns ticks into codes and back), so what is saved is exactly what is ticked.
 */
export const ResourceCodeTreeInput = ({ source = 'resources' }: { source?: string }) => {
    const translate = useTranslate();
    const { field, fieldState } = useInput({ source, defaultValue: [] });
    // Only what the signed-in account may grant is offered (codes it holds; admin: all). Codes the role holds beyond
    // that stay as they are: they are not in the tree, so no tick can remove them.
    const user = useSessionUser();
    const tree = useMemo(() => {
        const granter = { roles: user?.roles ?? [], codes: grantedCodes(user) };
        return grantableTree(fullTree, code => codesBeyond(granter, [code]).length === 0);
    }, [user]);
    const [search, setSearch] = useState('');
    const [expanded, setExpanded] = useState<string[]>([]);
    const labelOf = (node: CodeNode) => (node.code ? `${translate(node.labelKey)} · ${node.code}` : translate(node.labelKey));
    const query = search.trim().toLowerCase();
    const shown = query ? filterTree(tree, node => labelOf(node).toLowerCase().includes(query)) : tree;
    const shownIds = new Set(allIds(shown));
    const codes = Array.isArray(field.value) ? (field.value as string[]) : [];
    const ticked = tickedOf(tree, codes);

    const onTicked = (ids: string[]) => {
        // Ticks the search hides stay as they were.
        const hidden = ticked.filter(id => !shownIds.has(id));
        // Codes the role holds beyond what this account may grant are kept as they are.
        const offered = new Set(allIds(tree));
        const beyond = tickedOf(fullTree, codes).filter(id => !offered.has(id) && !id.startsWith(GROUP_ID_PREFIX));
        field.onChange(codesOfTicked(fullTree, [...beyond, ...hidden, ...ids]));
    };

    return (
        <Box sx={{ width: '100%', maxWidth: 720, mb: 2 }} role="group" aria-labelledby="role-resources-title">
            <Typography id="role-resources-title" variant="subtitle1" component="h2">
                {translate('resources.roles.tree.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {translate('resources.roles.tree.hint')}
            </Typography>
            <TextField
                type="search"
                size="small"
                label={translate('resources.roles.tree.search')}
                value={search}
                onChange={event => setSearch(event.target.value)}
                slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }}
                sx={{ mb: 1, width: 320, maxWidth: '100%' }}
            />
            <Typography variant="body2" aria-live="polite" sx={{ mb: 1 }}>
                {translate('resources.roles.tree.selected', { count: codes.length })}
            </Typography>
            {shown.length === 0 ? (
                <Typography color="text.secondary">{translate('resources.roles.tree.no_match', { query: search.trim() })}</Typography>
            ) : (
                <Box sx={{ maxHeight: 480, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1, p: 1 }}>
                    <RichTreeView<CodeNode, true>
                        aria-label={translate('resources.roles.tree.title')}
                        items={shown}
                        getItemLabel={labelOf}
                        multiSelect
                        checkboxSelection
                        selectionPropagation={SELECTION_PROPAGATION}
                        selectedItems={ticked.filter(id => shownIds.has(id))}
                        onSelectedItemsChange={(_event, ids) => onTicked(ids)}
                        expandedItems={query ? [...shownIds] : expanded}
                        onExpandedItemsChange={(_event, ids) => {
                            if (!query) setExpanded(ids);
                        }}
                    />
                </Box>
            )}
            {fieldState.error?.message && <FormHelperText error>{translate(fieldState.error.message)}</FormHelperText>}
        </Box>
    );
};
