import { useEffect, useId, useRef, useState } from 'react';
import { Collapse, ListItemButton, ListItemIcon, ListItemText, MenuItem, MenuList, Paper, Popper, Tooltip } from '@mui/material';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { MenuItemLink, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { MENU_SHOW_TIMEOUT_MS } from '../../../base/constants';
import type { MenuGroup } from '../../../base/routes/visibility';
import { RouteIcon } from '../icons';

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
    const title = translate(group.titleKey);
    const [anchor, setAnchor] = useState<HTMLDivElement | null>(null);
    const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
    const [popped, setPopped] = useState(false);
    const listId = useId();

    useEffect(() => () => clearTimeout(timer.current), []);

    const schedule = (open: boolean) => {
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setPopped(open), open ? MENU_SHOW_TIMEOUT_MS : 100);
    };

    if (!sidebarOpen) {
        return (
            <div ref={setAnchor} onMouseEnter={() => schedule(true)} onMouseLeave={() => schedule(false)}>
                <Tooltip title={title} placement="right" disableHoverListener={popped}>
                    <ListItemButton
                        component="button"
                        aria-label={title}
                        aria-haspopup="menu"
                        aria-expanded={popped}
                        onClick={() => setPopped(open => !open)}
                        data-menu-group={group.key}
                        sx={{ width: '100%' }}
                    >
                        <ListItemIcon>
                            <RouteIcon name={group.icon} />
                        </ListItemIcon>
                    </ListItemButton>
                </Tooltip>
                <Popper open={popped} anchorEl={anchor} placement="right-start" sx={{ zIndex: 1300 }}>
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
            <ListItemButton
                component="button"
                onClick={() => onToggle(group.key)}
                aria-expanded={expanded}
                aria-controls={expanded ? listId : undefined}
                data-menu-group={group.key}
                sx={{ width: '100%', textAlign: 'left' }}
            >
                <ListItemIcon>
                    <RouteIcon name={group.icon} />
                </ListItemIcon>
                <ListItemText primary={title} />
                {expanded ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
            </ListItemButton>
            <Collapse in={expanded} timeout="auto" unmountOnExit>
                <MenuList id={listId} dense disablePadding aria-label={title} sx={{ '& .RaMenuItemLink-root': { pl: 4 } }}>
                    {routes.map(route => {
                        return (
                            <MenuItemLink
                                key={route.path}
                                to={route.path}
                                primaryText={translate(route.titleKey)}
                                leftIcon={<RouteIcon name={route.icon ?? group.icon} />}
                            />
                        );
                    })}
                </MenuList>
            </Collapse>
        </>
    );
};
