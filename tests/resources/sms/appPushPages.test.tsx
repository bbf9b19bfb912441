/**
 * An app push's own pages are named by its template code (`/sms/appPush/view/{templateCode}` and `edit/…`): the
 * view shows the push with what the sender counted and where it leads (the redirect block's type and its parts), the
 * edit page its form, and an unknown code says so.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openApp } from '../../support/renderApp';

describe('app push pages by template code', () => {
    it('views the push the code names, with its counts', async () => {
        await openApp('/sms/appPush/view/PUSH_LAUNCH_01');
        expect(await screen.findByText('The Nova 40 Pro is here', {}, { timeout: 30_000 })).toBeInTheDocument();
        expect(screen.getByText('Delivered')).toBeInTheDocument();
        expect(screen.getByText('Opened')).toBeInTheDocument();
        // Where a tap leads: a launch push opens the product, so its SPU and SKU, and none of the other types' parts.
        expect(screen.getByText('Product detail')).toBeInTheDocument();
        expect(screen.getByText('SPU ID')).toBeInTheDocument();
        expect(screen.queryByText('Deeplink')).not.toBeInTheDocument();
        expect(screen.queryByText('Link')).not.toBeInTheDocument();
    }, 60_000);

    it('edits the push the code names', async () => {
        await openApp('/sms/appPush/edit/PUSH_FLASH_01');
        const title = await screen.findByLabelText(/^Title/, {}, { timeout: 30_000 });
        await waitFor(() => expect(title).toHaveValue('Flash sale at 12 noon'));
        expect(screen.getByLabelText(/^Template code/)).toHaveValue('PUSH_FLASH_01');
    }, 60_000);

    it('says when no push has the code', async () => {
        await openApp('/sms/appPush/view/PUSH_NONE_99');
        expect(await screen.findByText('No push has this template code.', {}, { timeout: 30_000 })).toBeInTheDocument();
    }, 60_000);
});
