/**
 * A changed form and leaving it (README, the shell: unsaved changes). Form pages start afresh when opened again, so
 * leaving one with changes asks first, in the app (react-admin's confirmation) as for the browser tab (the browser's
 * beforeunload prompt). Staying keeps everything typed.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { openApp } from '../support/renderApp';

const FIRST_LOAD = { timeout: 30_000 };

/** Whether the page asks before it is unloaded (a listener cancels the browser's beforeunload event). */
const asksBeforeUnload = () => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
};

describe('unsaved changes', () => {
    it('ask before the browser tab goes and before a move in the app; staying keeps the input, leaving leaves', async () => {
        const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
        await openApp('/permission/user/add');
        const account = await screen.findByRole('textbox', { name: 'Account' }, FIRST_LOAD);
        expect(asksBeforeUnload()).toBe(false);

        fireEvent.change(account, { target: { value: 'draft.user' } });
        await waitFor(() => expect(asksBeforeUnload()).toBe(true));

        // The top bar's buttons are drawn after the page (one part a frame: ui/pageFirstDrawn.ts).
        fireEvent.click(await screen.findByRole('link', { name: 'Async tasks' }));
        await waitFor(() => expect(confirm).toHaveBeenCalledWith("Some of your changes weren't saved. Are you sure you want to ignore them?"));
        expect(window.location.pathname).toBe('/permission/user/add');
        expect(screen.getByRole('textbox', { name: 'Account' })).toHaveValue('draft.user');

        confirm.mockReturnValue(true);
        fireEvent.click(screen.getByRole('link', { name: 'Async tasks' }));
        await waitFor(() => expect(window.location.pathname).toBe('/async-task'), FIRST_LOAD);
        expect(confirm).toHaveBeenCalledTimes(2);
    }, 60_000);
});
