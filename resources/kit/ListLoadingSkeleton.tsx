import { Box, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { DataTableClasses, Placeholder, useTimeout, useTranslate } from 'react-admin';

/** As many faded rows as react-admin's own skeleton draws. */
const SKELETON_ROWS = [0, 1, 2, 3, 4];

/** Read by screen readers, drawn for no one (the skeleton itself says "loading" to the eye). */
const SCREEN_READER_ONLY = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/**
 * A list's table while its first rows load: react-admin's skeleton shape (nothing for a second, then faded rows of
 * the table's columns), without its selection boxes. Those are real, unlabelled checkboxes in every row (axe's
 * "label", critical) that DataTable gives no prop to replace; here the selection column is an empty cell of the same
 * width, the table is hidden from assistive technology, and a status says the list is loading.
 */
export const ListLoadingSkeleton = ({ columns, selectable }: { columns: number; selectable: boolean }) => {
    const translate = useTranslate();
    const oneSecondHasPassed = useTimeout(1000);
    if (!oneSecondHasPassed) return null;
    const cells = Array.from({ length: columns }, (_, index) => index);
    return (
        <Box className={DataTableClasses.root} role="status" aria-busy="true">
            <Box component="span" sx={SCREEN_READER_ONLY}>
                {translate('ra.page.loading')}
            </Box>
            <Table className={DataTableClasses.table} size="small" aria-hidden="true">
                <TableHead>
                    <TableRow className={DataTableClasses.row}>
                        {selectable && <TableCell padding="checkbox" />}
                        {cells.map(cell => (
                            <TableCell key={cell} variant="head" className={DataTableClasses.headerCell}>
                                <Placeholder />
                            </TableCell>
                        ))}
                    </TableRow>
                </TableHead>
                <TableBody>
                    {SKELETON_ROWS.map(row => (
                        <TableRow key={row} style={{ opacity: 1 / (row + 1) }}>
                            {selectable && <TableCell padding="checkbox" />}
                            {cells.map(cell => (
                                <TableCell key={cell} className={DataTableClasses.rowCell}>
                                    <Placeholder />
                                </TableCell>
                            ))}
                        </TableRow>
                    ))}
                </TableBody>
            </Table>
        </Box>
    );
};
