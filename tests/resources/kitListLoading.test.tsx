/**
 * A list whose first rows are slow to come: after a second, a skeleton of the table (react-admin's shape) that a
 * screen reader hears as "Loading", with no selection boxes: react-admin's own skeleton draws unlabelled checkboxes
 * in every row of a list with bulk actions (axe "label", critical).
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { mockServer } from '../../mock-server/node';
import { KitList } from '../../resources/kit/KitList';
import { signIn } from '../support/mockBackend';
import { renderKit } from '../support/renderKit';
import { loadKit } from '../support/files';
import { apiPath, gate } from '../providers/helpers';

const WAIT = { timeout: 30_000 };

describe('a list while its first rows load', () => {
    it('shows a labelled skeleton with no selection boxes, then the rows with theirs', async () => {
        await signIn('admin');
        const kit = await loadKit('coupon-templates');
        // The list's call is held until the test lets it through to the mock's own handler.
        const answer = gate();
        mockServer.use(
            http.get(apiPath('/coupon-templates'), async () => {
                await answer.opened;
                return undefined;
            }),
        );
        renderKit(kit, <KitList />);

        const status = await screen.findByRole('status', {}, { timeout: 5_000 });
        expect(status).toHaveTextContent('Loading');
        expect(status).toHaveAttribute('aria-busy', 'true');
        // The same columns as the table it stands for: the selection column, then one per default column.
        const skeletonRows = status.querySelectorAll('tbody tr');
        expect(skeletonRows).toHaveLength(5);
        expect(document.querySelectorAll('input[type="checkbox"]')).toHaveLength(0);

        answer.open();
        await waitFor(() => expect(document.querySelector('td.column-templateCode')).not.toBeNull(), WAIT);
        expect(screen.queryByRole('status')).toBeNull();
        const table = screen.getByRole('table');
        expect(within(table).getByRole('checkbox', { name: 'Select all' })).toBeInTheDocument();
        const firstRow = within(table).getAllByRole('row')[1]!;
        // (Its name is set by the app's theme, not drawn here: src/layout/theme.ts.)
        expect(within(firstRow).getByRole('checkbox')).toBeInTheDocument();
    }, 60_000);
});
