import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FullscreenToggle } from '../../../src/layout/appbar/FullscreenToggle';
import { renderInAdmin } from '../../support/renderInAdmin';

/** jsdom has no Fullscreen API: the tests give the document the parts they need. */
const stubbed: (keyof Document)[] = [];
const stubDocument = <K extends keyof Document>(name: K, value: unknown) => {
    Object.defineProperty(document, name, { value, configurable: true, writable: true });
    stubbed.push(name);
};

afterEach(() => {
    stubbed.splice(0).forEach(name => delete (document as unknown as Record<string, unknown>)[name]);
    delete (document.documentElement as unknown as Record<string, unknown>).requestFullscreen;
    vi.restoreAllMocks();
});

/** A browser where full screen works: entering and leaving fire fullscreenchange, as browsers do. */
const fakeFullscreenBrowser = () => {
    stubDocument('fullscreenEnabled', true);
    stubDocument('fullscreenElement', null);
    const request = vi.fn(async () => {
        stubDocument('fullscreenElement', document.documentElement);
        document.dispatchEvent(new Event('fullscreenchange'));
    });
    const exit = vi.fn(async () => {
        stubDocument('fullscreenElement', null);
        document.dispatchEvent(new Event('fullscreenchange'));
    });
    Object.defineProperty(document.documentElement, 'requestFullscreen', { value: request, configurable: true });
    stubDocument('exitFullscreen', exit);
    return { request, exit };
};

describe('FullscreenToggle', () => {
    it("warns 'you browser can not work' where full screen is unsupported", async () => {
        stubDocument('fullscreenEnabled', false);
        const request = vi.fn();
        Object.defineProperty(document.documentElement, 'requestFullscreen', { value: request, configurable: true });
        renderInAdmin(<FullscreenToggle />);

        await userEvent.click(screen.getByRole('button', { name: 'Full screen' }));

        expect(await screen.findByText('you browser can not work')).toBeInTheDocument();
        expect(request).not.toHaveBeenCalled();
    });

    it('enters and leaves full screen, the button following the state', async () => {
        const { request, exit } = fakeFullscreenBrowser();
        renderInAdmin(<FullscreenToggle />);

        await userEvent.click(screen.getByRole('button', { name: 'Full screen' }));
        expect(request).toHaveBeenCalledTimes(1);
        const exitButton = await screen.findByRole('button', { name: 'Exit full screen' });
        expect(exitButton).toHaveAttribute('aria-pressed', 'true');

        await userEvent.click(exitButton);
        expect(exit).toHaveBeenCalledTimes(1);
        expect(await screen.findByRole('button', { name: 'Full screen' })).toHaveAttribute('aria-pressed', 'false');
        expect(screen.queryByText('you browser can not work')).toBeNull();
    });

    it('follows full screen left by other means (Esc key)', async () => {
        fakeFullscreenBrowser();
        stubDocument('fullscreenElement', document.documentElement);
        renderInAdmin(<FullscreenToggle />);
        expect(screen.getByRole('button', { name: 'Exit full screen' })).toBeInTheDocument();

        act(() => {
            stubDocument('fullscreenElement', null);
            document.dispatchEvent(new Event('fullscreenchange'));
        });
        expect(screen.getByRole('button', { name: 'Full screen' })).toBeInTheDocument();
    });

    it('warns when the browser refuses the request', async () => {
        fakeFullscreenBrowser();
        Object.defineProperty(document.documentElement, 'requestFullscreen', {
            value: vi.fn(() => Promise.reject(new TypeError('not allowed'))),
            configurable: true,
        });
        renderInAdmin(<FullscreenToggle />);

        await userEvent.click(screen.getByRole('button', { name: 'Full screen' }));
        expect(await screen.findByText('you browser can not work')).toBeInTheDocument();
    });
});
