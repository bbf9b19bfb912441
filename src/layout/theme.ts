import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import type { Theme } from '@mui/material/styles';
import { LOADING_LABEL_ID } from './LoadingLabel';
import { statusChipStyles } from '../../ui/statusChipStyles';

/**
 * react-admin's default themes, with every colour that carries white or dark text at WCAG AA (4.5:1) or better:
 * white on the default #2196f3 app bar is 3.12:1 and the focused field label 4.03:1, so the brand blue is blue 800
 * (5.75:1); MUI's info (#0288d1, 3.86:1 under white) and warning (#ed6c02, 3.11:1) chips, and the dark theme's
 * error (#f44336, 3.68:1), get a darker shade or dark text. The browser tests run axe on both themes.
 */
const BRAND_BLUE = { light: '#5e92f3', main: '#1565c0', dark: '#003c8f', contrastText: '#fff' };
const DARK_TEXT = 'rgba(0, 0, 0, 0.87)';

/** Progress indicators are named by the layout's translated 'Loading' label (src/layout/LoadingLabel.tsx). */
const namedProgress = {
    MuiCircularProgress: { defaultProps: { 'aria-labelledby': LOADING_LABEL_ID } },
    MuiLinearProgress: { defaultProps: { 'aria-labelledby': LOADING_LABEL_ID } },
};

/**
 * react-admin's row and page selection checkboxes pass their name (`aria-label`) to MUI's Checkbox, which puts it on
 * its root span, where it names nothing (axe: label, aria-prohibited-attr): the name goes to the checkbox input.
 */
const namedCheckboxes = {
    MuiCheckbox: {
        defaultProps: {
            slotProps: {
                root: { 'aria-label': undefined },
                input: (ownerState: { 'aria-label'?: string }) => ({ 'aria-label': ownerState['aria-label'] }),
            },
        },
    },
};

/**
 * react-admin's page loading message (shown while a screen's chunk loads for over a second) is in the disabled text
 * colour, 2.7:1 on the page: it is read, so it takes the secondary text colour (AA in both themes).
 */
const readableLoading = {
    RaLoading: { styleOverrides: { root: ({ theme }: { theme: { palette: { text: { secondary: string } } } }) => ({ '& .RaLoading-message': { color: theme.palette.text.secondary } }) } },
};

/**
 * A form's toolbar: react-admin's light grey 300 under it leaves the Delete button's error red at 4.25:1 (axe,
 * serious); grey 100 still sets the toolbar apart from the card, and keeps red 800 at 5.2:1 and the brand blue's text
 * buttons at AA.
 */
const lightToolbar = {
    RaToolbar: { styleOverrides: { root: { backgroundColor: '#f5f5f5' } } },
};

/**
 * The pager's buttons press without MUI's ripple: the first ripple drawn in a page adds its styles to the document,
 * which has the browser work out the style of every element again (17 ms of a list page of 150 rows, before the turn
 * even starts). They still show that they are pressed, hovered, focused (MUI's focus-visible shade) and current.
 */
const quietPager = {
    MuiPaginationItem: { defaultProps: { disableRipple: true } },
};

/**
 * When the page scrolls and react-admin's app bar slides away, its sidebar follows it up by its margin, animated: each
 * frame of that moves the menu's box, a layout shift each (0.03 of a list's CLS, read after a scroll to its pager).
 * The menu takes the same way up by a transform of its fixed part instead, which moves nothing in the layout.
 */
const sidebarFollowsAppBar = {
    RaSidebar: {
        styleOverrides: {
            root: ({ theme }: { theme: Theme }) => ({
                '& .RaSidebar-fixed': {
                    transition: theme.transitions.create('transform', { easing: theme.transitions.easing.easeOut, duration: theme.transitions.duration.enteringScreen }),
                },
                '&.RaSidebar-appBarCollapsed': {
                    marginTop: 0,
                    '& .RaSidebar-fixed': {
                        transform: `translateY(${theme.spacing(-6)})`,
                        transition: theme.transitions.create('transform', { easing: theme.transitions.easing.sharp, duration: theme.transitions.duration.leavingScreen }),
                    },
                    [theme.breakpoints.down('sm')]: { marginTop: 0, '& .RaSidebar-fixed': { transform: `translateY(${theme.spacing(-7)})` } },
                },
            }),
        },
    },
};

/** The status chips' classes (ui/statusChipStyles.ts), in the theme's one stylesheet. */
const statusChips = {
    MuiCssBaseline: { styleOverrides: (theme: Theme) => statusChipStyles(theme) },
};

export const lightTheme: RaThemeOptions = {
    ...defaultLightTheme,
    components: { ...defaultLightTheme.components, ...namedProgress, ...namedCheckboxes, ...readableLoading, ...lightToolbar, ...quietPager, ...statusChips, ...sidebarFollowsAppBar },
    palette: {
        ...defaultLightTheme.palette,
        primary: BRAND_BLUE,
        secondary: BRAND_BLUE,
        info: { main: '#0277bd', contrastText: '#fff' },
        warning: { main: '#ed6c02', contrastText: DARK_TEXT },
        // A field's label in error sits on the filled input's grey: MUI's #d32f2f is 4.4:1 there, red 800 4.9:1 (4.6:1 hovered).
        error: { main: '#c62828', contrastText: '#fff' },
    },
};

export const darkTheme: RaThemeOptions = {
    ...defaultDarkTheme,
    components: { ...defaultDarkTheme.components, ...namedProgress, ...namedCheckboxes, ...readableLoading, ...quietPager, ...statusChips, ...sidebarFollowsAppBar },
    palette: {
        ...defaultDarkTheme.palette,
        // Error text sits on dark paper and on the selection toolbar's lighter tint: red 200 keeps 4.5:1 on both.
        error: { main: '#ef9a9a', contrastText: DARK_TEXT },
    },
};
