import { useEffect, useRef, useState } from 'react';
import { Collapse, List, ListItemButton, ListItemIcon, ListItemText, MenuItem, MenuList, Paper, Popper, Tooltip } from '@mui/material';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { MenuItemLink, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { MENU_SHOW_TIMEOUT_MS } from '../../constants';
import type { MenuGroup } from '../../routes/visibility';
import { iconOf } from '../icons';

interface MenuGroupSectionProps {
    entry: MenuGroup;
    expanded: boolean;
    onToggle: (key: string) => void;
    sidebarOpen: boolean;
}

/**
 * One menu group: with the sidebar open, a header that folds its entries; with it closed, an icon whose entries
 * pop out after the spec's 200 ms hover delay (so passing the mouse over the rail does not flash menus).
 */
export const MenuGroupSection = ({ entry, expanded, onToggle, sidebarOpen }: MenuGroupSectionProps) => {
    const translate = useTranslate();
    const { group, routes } = entry;
    const GroupIcon = iconOf(group.icon);
    const title = translate(group.titleKey);
    const anchor = useRef<HTMLDivElement>(null);
    const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
    const [popped, setPopped] = useState(false);

    useEffect(() => () => clearTimeout(timer.current), []);

    const schedule = (open: boolean) => {
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setPopped(open), open ? MENU_SHOW_TIMEOUT_MS : 100);
    };

    if (!sidebarOpen) {
        return (
            <div ref={anchor} onMouseEnter={() => schedule(true)} onMouseLeave={() => schedule(false)}>
                <Tooltip title={title} placement="right" disableHoverListener={popped}>
                    <ListItemButton aria-label={title} onClick={() => setPopped(open => !open)} data-menu-group={group.key}>
                        <ListItemIcon>
                            <GroupIcon />
                        </ListItemIcon>
                    </ListItemButton>
                </Tooltip>
                <Popper open={popped} anchorEl={anchor.current} placement="right-start" sx={{ zIndex: 1300 }}>
                    <Paper elevation={4} onMouseEnter={() => schedule(true)} onMouseLeave={() => schedule(false)}>
                        <MenuList dense aria-label={title}>
                            {routes.map(route => (
                                <MenuItem key={route.path} component={Link} to={route.path} onClick={() => setPopped(false)}>
                                    {translate(route.titleKey)}
                                </MenuItem>
                            ))}
                        </MenuList>
                    </Paper>
                </Popper>
            </div>
        );
    }

    return (
        <>
            <ListItemButton onClick={() => onToggle(group.key)} aria-expanded={expanded} data-menu-group={group.key}>
                <ListItemIcon>
                    <GroupIcon />
                </ListItemIcon>
                <ListItemText primary={title} />
                {expanded ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
            </ListItemButton>
            <Collapse in={expanded} timeout="auto" unmountOnExit>
                <List dense disablePadding sx={{ '& .RaMenuItemLink-root': { pl: 4 } }}>
                    {routes.map(route => {
                        const Icon = iconOf(route.icon ?? group.icon);
                        return <MenuItemLink key={route.path} to={route.path} primaryText={translate(route.titleKey)} leftIcon={<Icon />} />;
                    })}
                </List>
            </Collapse>
        </>
    );
};
