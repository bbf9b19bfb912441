import type { Theme } from '@mui/material/styles';

/** The class of every status chip, and of its colour (`${STATUS_CHIP}-success`); the default colour has none. */
export const STATUS_CHIP = 'OmsStatusChip';

/** The palette colours a status chip may take, beside the default grey. */
export const STATUS_CHIP_COLOURS = ['primary', 'secondary', 'error', 'info', 'success', 'warning'] as const;
export type StatusChipColour = (typeof STATUS_CHIP_COLOURS)[number] | 'default';

/**
 * The chips' look, MUI's small filled Chip (its sizes, shape, type and palette colours), as one stylesheet of the
 * theme (src/layout/theme.ts puts it in CssBaseline's): a list draws a chip or more in each of its 50 rows, and MUI's
 * Chip works its styles out for each of them as it renders (two styled elements, a dozen variants): the order list's
 * chips were ~15 ms of a reload before its rows showed.
 */
export const statusChipStyles = (theme: Theme) => ({
    [`.${STATUS_CHIP}`]: {
        display: 'inline-block',
        boxSizing: 'border-box',
        maxWidth: '100%',
        height: 24,
        lineHeight: '24px',
        padding: '0 8px',
        borderRadius: 16,
        verticalAlign: 'middle',
        whiteSpace: 'nowrap',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        fontFamily: theme.typography.fontFamily,
        fontSize: theme.typography.pxToRem(13),
        color: theme.palette.text.primary,
        backgroundColor: theme.palette.action.selected,
    },
    ...Object.fromEntries(
        STATUS_CHIP_COLOURS.map(colour => [
            `.${STATUS_CHIP}-${colour}`,
            { color: theme.palette[colour].contrastText, backgroundColor: theme.palette[colour].main },
        ]),
    ),
});
