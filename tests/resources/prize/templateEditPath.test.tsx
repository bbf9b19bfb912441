/**
 * `/prize/template/edit` has no `:id` in the catalogue: the record is named in the query (`?id=`). Rows link there,
 * the page edits that record, and without `?id=` it says the record is not found and leads back to the list.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { kitPaths } from '../../../resources/kit/KitContext';
import { entry } from '../../../resources/coupon-templates/entry';
import { entry as spuEntry } from '../../../resources/spu/entry';
import { openApp } from '../../support/renderApp';

describe('the coupon template edit page names its record in the query', () => {
    it('builds record links with ?id= where the path has no :id, and with the path elsewhere', () => {
        expect(kitPaths(entry).record(7)).toBe('/prize/template/edit?id=7');
        expect(kitPaths(entry).create()).toBe('/prize/template/add');
        expect(kitPaths(spuEntry).record(7)).toBe('/factory/spu/7');
    });

    it('edits the record ?id= names', async () => {
        await openApp('/prize/template/edit?id=1');
        // A record page with many inputs takes seconds to mount in jsdom.
        const code = await screen.findByLabelText(/Template code/, {}, { timeout: 40_000 });
        await waitFor(() => expect(code).toHaveValue('CT10001'));
    }, 60_000);

    it('without ?id= says the record is not found and links back to the list', async () => {
        await openApp('/prize/template/edit');
        expect(await screen.findByText('This record does not exist, or it has been deleted.', {}, { timeout: 15_000 })).toBeInTheDocument();
        expect(screen.getByRole('link', { name: 'Back to the list' })).toHaveAttribute('href', '/prize/template');
    }, 30_000);
});
