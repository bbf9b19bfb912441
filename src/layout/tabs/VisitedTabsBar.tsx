import { memo, useState, type MouseEvent } from 'react';
import { Box, Button, IconButton, Menu, MenuItem, Tooltip } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { closeAllTabs, closeOtherTabs, closeTab, type TabChange, type VisitedTab } from './visitedTabs';

/** The actions of a tab's menu (right-click, or ⋮ for the tab on screen). */
const TAB_ACTIONS: readonly { labelKey: string; run: (tabs: VisitedTab[], key: string, activeKey: string) => TabChange }[] = [
    { labelKey: 'oms.layout.close', run: closeTab },
    { labelKey: 'oms.layout.close_others', run: closeOtherTabs },
    { labelKey: 'oms.layout.close_all', run: () => closeAllTabs() },
];

interface VisitedTabsBarProps {
    tabs: VisitedTab[];
    onChange: (tabs: VisitedTab[]) => void;
}

/**
 * The strip of visited pages: click to return, × to close, and (right-click or ⋮) close others or all. It follows the
 * path (its active tab), and is memoised on its tabs.
 */
export const VisitedTabsBar = memo(({ tabs, onChange }: VisitedTabsBarProps) => {
    const translate = useTranslate();
    const navigate = useNavigate();
    const { pathname } = useLocation();
    const [menu, setMenu] = useState<{ anchor: HTMLElement | null; position?: { top: number; left: number }; key: string }>();

    const apply = (change: TabChange) => {
        onChange(change.tabs);
        if (change.navigateTo) navigate(change.navigateTo);
    };
    const titleOf = (tab: VisitedTab) => {
        if (tab.pageTitle) return tab.pageTitle;
        const suffix = tab.recordName ?? tab.titleSuffix;
        return `${translate(tab.titleKey)}${suffix ? ` · ${suffix}` : ''}`;
    };
    const active = tabs.some(tab => tab.key === pathname) ? pathname : undefined;

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
            {/* A plain scrolling strip rather than MUI Tabs: it is on every page, so it should weigh little. Its width is
                what is left beside the ⋮ button (flex-basis and width 0): however many tabs are open, it scrolls within
                that width and adds nothing to the page's own minimum width. */}
            <Box sx={{ display: 'flex', flex: '1 1 0', width: 0, overflowX: 'auto', scrollbarWidth: 'thin' }}>
                {tabs.map(tab => {
                    const isActive = tab.key === active;
                    return (
                        <Box
                            key={tab.key}
                            data-tab-key={tab.key}
                            onContextMenu={event => openMenu(event, tab.key, true)}
                            sx={{
                                display: 'flex',
                                alignItems: 'center',
                                flexShrink: 0,
                                borderBottom: 2,
                                borderColor: isActive ? 'primary.main' : 'transparent',
                                color: isActive ? 'primary.main' : 'text.secondary',
                            }}
                        >
                            <Button
                                size="small"
                                color="inherit"
                                aria-current={isActive ? 'page' : undefined}
                                onClick={() => navigate(tab.path)}
                                sx={{ textTransform: 'none', pr: 0.5, minWidth: 0, whiteSpace: 'nowrap' }}
                            >
                                {titleOf(tab)}
                            </Button>
                            <IconButton
                                size="small"
                                color="inherit"
                                aria-label={translate('oms.layout.close_tab', { title: titleOf(tab) })}
                                onClick={() => apply(closeTab(tabs, tab.key, pathname))}
                                sx={{ mr: 0.5 }}
                            >
                                <CloseIcon sx={{ fontSize: 14 }} />
                            </IconButton>
                        </Box>
                    );
                })}
            </Box>
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
                {TAB_ACTIONS.map(action => (
                    <MenuItem
                        key={action.labelKey}
                        onClick={() => {
                            if (menu) apply(action.run(tabs, menu.key, pathname));
                            closeMenu();
                        }}
                    >
                        {translate(action.labelKey)}
                    </MenuItem>
                ))}
            </Menu>
        </Box>
    );
});
