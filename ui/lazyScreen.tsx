import { use, type ComponentType } from 'react';

type ScreenModule = { default: ComponentType };

/** A screen loaded on demand, whose chunks can also be asked for before it first renders. */
export type Screen = ComponentType & { preload: () => Promise<unknown> };

/**
 * A screen loaded with `load` on its first render or on `preload`, whichever comes first. Unlike React.lazy, a screen
 * already loaded renders at once: React.lazy suspends on its first render even then, and React holds back the
 * content that follows a Suspense fallback for up to 300 ms (a preloaded landing screen waited that long for nothing).
 */
export const lazyScreen = (load: () => Promise<ScreenModule>): Screen => {
    let loading: Promise<ScreenModule> | undefined;
    let loaded: ScreenModule | undefined;
    const once = () =>
        (loading ??= load().then(module => {
            loaded = module;
            return module;
        }));
    const LazyScreen = () => {
        const { default: Module } = loaded ?? use(once());
        return <Module />;
    };
    return Object.assign(LazyScreen, { preload: once });
};
