import { lazy, useState, type ComponentType } from 'react';

type ScreenModule = { default: ComponentType };

/** A screen loaded on demand, whose chunks can also be asked for before it first renders. */
export type Screen = ComponentType & { preload: () => Promise<unknown> };

/**
 * A screen loaded with `load` on its first render or on `preload`, whichever comes first, through React's `lazy`.
 * A screen already loaded when it mounts renders its module at once: `lazy` suspends on its first render even then,
 * and React then holds the content that follows a Suspense fallback back for up to 300 ms. Which of the two a mount
 * renders is chosen once, in state: every render calls the same hook and keeps one element type, so the screen is
 * never remounted (a `use()` called only while loading broke React's rule that a render which suspended calls it again).
 */
export const lazyScreen = (load: () => Promise<ScreenModule>): Screen => {
    let loading: Promise<ScreenModule> | undefined;
    let loaded: ComponentType | undefined;
    const once = () =>
        (loading ??= load().then(module => {
            loaded = module.default;
            return module;
        }));
    const Lazy = lazy(once);
    const LazyScreen = () => {
        const [Module] = useState<ComponentType>(() => loaded ?? Lazy);
        return <Module />;
    };
    return Object.assign(LazyScreen, { preload: once });
};
