import { Suspense, useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyScreen } from '../../ui/lazyScreen';

/** A screen module whose loading the test finishes by hand, and whose page keeps a count (to tell a remount). */
const deferredScreen = () => {
    let finish!: () => void;
    const loaded = new Promise<void>(resolve => (finish = resolve));
    const Page = () => {
        const [clicks, setClicks] = useState(0);
        return <button onClick={() => setClicks(clicks + 1)}>Clicked {clicks}</button>;
    };
    const Screen = lazyScreen(() => loaded.then(() => ({ default: Page })));
    return { Screen, finish };
};

const shown = (Screen: ReturnType<typeof deferredScreen>['Screen'], extra?: number) => (
    <Suspense fallback={<p>Loading</p>}>
        <Screen />
        {extra}
    </Suspense>
);

describe('lazyScreen (React development build, as Vitest runs it)', () => {
    const consoleError = vi.spyOn(console, 'error');
    afterEach(() => consoleError.mockClear());

    it('shows the fallback while loading, then the screen, with no React error; a later render keeps its state', async () => {
        const { Screen, finish } = deferredScreen();
        const { rerender } = render(shown(Screen));
        expect(screen.getByText('Loading')).toBeInTheDocument();
        await act(async () => finish());
        await userEvent.click(await screen.findByRole('button', { name: 'Clicked 0' }));
        rerender(shown(Screen, 1));
        expect(screen.getByRole('button', { name: 'Clicked 1' })).toBeInTheDocument();
        expect(consoleError).not.toHaveBeenCalled();
    });

    it('renders a preloaded screen at once, without the fallback', async () => {
        const { Screen, finish } = deferredScreen();
        finish();
        await Screen.preload();
        render(shown(Screen));
        expect(screen.getByRole('button', { name: 'Clicked 0' })).toBeInTheDocument();
        expect(screen.queryByText('Loading')).not.toBeInTheDocument();
        expect(consoleError).not.toHaveBeenCalled();
    });
});
