import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * The list's table once its rows are in. While they load, react-admin draws a placeholder table (rows of non-breaking
 * spaces), which the table of rows then replaces: a table found before its rows came would stay empty for good.
 */
export const findLoadedTable = ({ rows = 1, timeout = 30_000 }: { rows?: number; timeout?: number } = {}): Promise<HTMLElement> =>
    waitFor(
        () => {
            const table = screen.getAllByRole('table')[0];
            const filled = within(table).getAllByRole('row').slice(1).filter(row => row.textContent?.trim());
            expect(filled.length).toBeGreaterThanOrEqual(rows);
            return table;
        },
        { timeout },
    );
