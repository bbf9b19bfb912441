import { useEffect, useMemo, useState } from 'react';
import { Box, InputAdornment, ListItemText, MenuItem, MenuList, TextField, Typography } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { MenuClasses, useSidebarState, useStore, useTranslate, type MenuProps } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { BUILT_SCREENS } from '../../routes/screens';
import { findRoute } from '../../../base/routes/catalogue';
import { MenuGroupSection } from './MenuGroupSection';
import { searchMenu } from './menuSearch';
import { useMenuGroups } from './useMenuGroups';
import { useShellPartDrawn } from '../shellParts';

/** The menu's groups unfolded, kept in react-admin's store (one default array: useStore's effect follows it). */
const OPEN_GROUPS_KEY = 'oms.menu.openGroups';
const NONE_OPEN: string[] = [];

/**
 * Opening a screen unfolds its group, so the user sees where they are. Its own component: the menu does not redraw
 * on every location change (a list's page turn changes only the query). Drawn with the menu's empty frame too, so
 * that the full menu, drawn after the page, starts with the group open: unfolded in the menu's first effects, the
 * store's change drew the whole menu again at once, in the commit's wake (a forced synchronous render).
 */
const UnfoldCurrentGroup = () => {
    const currentGroup = findRoute(useLocation().pathname)?.group;
    const [, setOpenGroups] = useStore<string[]>(OPEN_GROUPS_KEY, NONE_OPEN);
    useEffect(() => {
        if (currentGroup) setOpenGroups(open => (open.includes(currentGroup) ? open : [...open, currentGroup]));
    }, [currentGroup, setOpenGroups]);
    return null;
};

/**
 * The sidebar menu, computed from the route catalogue and the user's grants (nothing else decides who sees what),
 * grouped as spec section 2, with a search box over every screen the user may open.
 *
 * A navigation landmark holding the search box and one disclosure button per group, each group's screens a menu
 * of react-admin's menu item links. react-admin's own `<Menu>` is one flat `role="menu"` list, which may hold only
 * menu items: a search field and group buttons inside it are what screen readers (and axe) reject.
 */
const FullMenu = ({ built }: { built: ReadonlySet<string> }) => {
    const translate = useTranslate();
    const [sidebarOpen] = useSidebarState();
    const [openGroups, setOpenGroups] = useStore<string[]>(OPEN_GROUPS_KEY, NONE_OPEN);
    const [query, setQuery] = useState('');

    const groups = useMenuGroups(built);
    const hits = useMemo(() => searchMenu(groups, query, translate), [groups, query, translate]);
    const toggle = (key: string) =>
        setOpenGroups(open => (open.includes(key) ? open.filter(item => item !== key) : [...open, key]));

    return (
        <Box
            component="nav"
            aria-label={translate('oms.layout.main_menu')}
            className={sidebarOpen ? MenuClasses.open : MenuClasses.closed}
            sx={{ display: 'flex', flexDirection: 'column', pb: 2 }}
        >
            {sidebarOpen && (
                <TextField
                    size="small"
                    value={query}
                    onChange={event => setQuery(event.target.value)}
                    placeholder={translate('oms.layout.menu_search')}
                    sx={{ mx: 1.5, my: 1, width: 'auto' }}
                    slotProps={{
                        input: {
                            startAdornment: (
                                <InputAdornment position="start">
                                    <SearchIcon fontSize="small" />
                                </InputAdornment>
                            ),
                        },
                        htmlInput: { 'data-testid': 'menu-search', 'aria-label': translate('oms.layout.menu_search') },
                    }}
                />
            )}
            {query && sidebarOpen ? (
                hits.length === 0 ? (
                    <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }} role="status">
                        {translate('oms.layout.menu_search_empty')}
                    </Typography>
                ) : (
                    <MenuList dense aria-label={translate('oms.layout.menu_search_results')}>
                        {hits.map(hit => (
                            <MenuItem key={hit.route.path} component={Link} to={hit.route.path} onClick={() => setQuery('')}>
                                <ListItemText primary={hit.title} secondary={hit.groupTitle} />
                            </MenuItem>
                        ))}
                    </MenuList>
                )
            ) : (
                groups.map(entry => (
                    <MenuGroupSection
                        key={entry.group.key}
                        entry={entry}
                        expanded={openGroups.includes(entry.group.key)}
                        onToggle={toggle}
                        sidebarOpen={sidebarOpen}
                    />
                ))
            )}
        </Box>
    );
};

/** The menu's landmark, empty until the shell's parts are drawn (ShellPartsAfterPage): the sidebar keeps its width. */
const MenuFrame = () => {
    const translate = useTranslate();
    const [sidebarOpen] = useSidebarState();
    return <Box component="nav" aria-label={translate('oms.layout.main_menu')} className={sidebarOpen ? MenuClasses.open : MenuClasses.closed} />;
};

export const AppMenu = ({ built = BUILT_SCREENS }: MenuProps & { built?: ReadonlySet<string> }) => {
    const drawn = useShellPartDrawn('menu');
    return (
        <>
            <UnfoldCurrentGroup />
            {drawn ? <FullMenu built={built} /> : <MenuFrame />}
        </>
    );
};
