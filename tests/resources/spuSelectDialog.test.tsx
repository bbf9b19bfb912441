import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SpuSelectDialog } from '../../resources/spu/SpuSelectDialog';
import { renderPage, signIn } from '../pages/renderPage';
import { ensureResourceMessages } from '../../resources/texts';

// The dialog's texts load with the screens that reference SPUs (resourceScreens.tsx).
await ensureResourceMessages(['spu']);

describe('SpuSelectDialog (spec section 5: an SPU must be selected and confirmed)', () => {
    it('refuses to confirm with nothing selected, then hands back the SPU clicked', async () => {
        await signIn('admin');
        const onConfirm = vi.fn();
        renderPage(<SpuSelectDialog open onConfirm={onConfirm} onClose={() => undefined} />);
        const dialog = await screen.findByRole('dialog', { name: 'Select an SPU' });

        await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
        expect(within(dialog).getByText('Please select an SPU, then confirm')).toBeInTheDocument();
        expect(onConfirm).not.toHaveBeenCalled();

        const row = await within(dialog).findByText('SPU000003');
        await userEvent.click(row);
        await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
        await waitFor(() => expect(onConfirm).toHaveBeenCalledWith(expect.objectContaining({ spuId: 'SPU000003' })));
        expect(within(dialog).queryByText('Please select an SPU, then confirm')).toBeNull();
    });

    it('searches on the server', async () => {
        await signIn('admin');
        renderPage(<SpuSelectDialog open onConfirm={() => undefined} onClose={() => undefined} />);
        const dialog = await screen.findByRole('dialog');
        await within(dialog).findByText('SPU000001');
        await userEvent.type(within(dialog).getByPlaceholderText('Search'), 'SPU000012');
        // The search box waits half a second after the last key, then the server answers: more than waitFor's default second on a busy machine.
        await waitFor(() => expect(within(dialog).queryByText('SPU000001')).toBeNull(), { timeout: 10_000 });
        expect(within(dialog).getByText('SPU000012')).toBeInTheDocument();
    });
});
