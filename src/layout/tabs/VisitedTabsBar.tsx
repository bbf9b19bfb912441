import { useState, type MouseEvent } from 'react';
import { Box, IconButton, Menu, MenuItem, Tab, Tabs, Tooltip } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { closeAllTabs, closeOtherTabs, closeTab, type TabChange, type VisitedTab } from './visitedTabs';

interface VisitedTabsBarProps {
    tabs: VisitedTab[];
    onChange: (tabs: VisitedTab[]) => void;
}

/** The strip of visited pages: click to return, × to close, and (right-click or ⋮) close others or all. */
export const VisitedTabsBar = ({ tabs, onChange }: VisitedTabsBarProps) => {
    const translate = useTranslate();
    const navigate = useNavigate();
    const { pathname } = useLocation();
    const [menu, setMenu] = useState<{ anchor: HTMLElement | null; position?: { top: number; left: number }; key: string }>();

    const apply = (change: TabChange) => {
        onChange(change.tabs);
        if (change.navigateTo) navigate(change.navigateTo);
    };
    const titleOf = (tab: VisitedTab) => `${translate(tab.titleKey)}${tab.titleSuffix ? ` · ${tab.titleSuffix}` : ''}`;
    const active = tabs.some(tab => tab.key === pathname) ? pathname : false;

    const openMenu = (event: MouseEvent<HTMLElement>, key: string, atPointer: boolean) => {
        event.preventDefault();
        setMenu(
            atPointer
                ? { anchor: null, position: { top: event.clientY, left: event.clientX }, key }
                : { anchor: event.currentTarget, key },
        );
    };
    const closeMenu = () => setMenu(undefined);

    if (tabs.length === 0) return null;

    return (
        <Box
            component="nav"
            aria-label={translate('oms.layout.tabs')}
            sx={{ display: 'flex', alignItems: 'center', borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper', mb: 1 }}
        >
            <Tabs value={active} variant="scrollable" scrollButtons="auto" sx={{ flex: 1, minHeight: 40 }}>
                {tabs.map(tab => (
                    <Tab
                        key={tab.key}
                        value={tab.key}
                        data-tab-key={tab.key}
                        onClick={() => navigate(tab.path)}
                        onContextMenu={event => openMenu(event, tab.key, true)}
                        sx={{ minHeight: 40, py: 0, pr: 0.5, textTransform: 'none' }}
                        label={
                            <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                                {titleOf(tab)}
                                <IconButton
                                    component="span"
                                    size="small"
                                    aria-label={translate('oms.layout.close_tab', { title: titleOf(tab) })}
                                    onClick={event => {
                                        event.stopPropagation();
                                        apply(closeTab(tabs, tab.key, pathname));
                                    }}
                                >
                                    <CloseIcon sx={{ fontSize: 14 }} />
                                </IconButton>
                            </Box>
                        }
                    />
                ))}
            </Tabs>
            <Tooltip title={translate('oms.layout.tab_actions')}>
                <IconButton
                    aria-label={translate('oms.layout.tab_actions')}
                    onClick={event => openMenu(event, active || tabs[tabs.length - 1].key, false)}
                >
                    <MoreVertIcon fontSize="small" />
                </IconButton>
            </Tooltip>
            <Menu
                open={!!menu}
                onClose={closeMenu}
                anchorEl={menu?.anchor}
                anchorReference={menu?.position ? 'anchorPosition' : 'anchorEl'}
                anchorPosition={menu?.position}
            >
                <MenuItem
                    onClick={() => {
                        apply(closeTab(tabs, menu!.key, pathname));
                        closeMenu();
                    }}
                >
                    {translate('oms.layout.close')}
                </MenuItem>
                <MenuItem
                    onClick={() => {
                        apply(closeOtherTabs(tabs, menu!.key, pathname));
                        closeMenu();
                    }}
                >
                    {translate('oms.layout.close_others')}
                </MenuItem>
                <MenuItem
                    onClick={() => {
                        apply(closeAllTabs());
                        closeMenu();
                    }}
                >
                    {translate('oms.layout.close_all')}
                </MenuItem>
            </Menu>
        </Box>
    );
};
