import { findRoute } from '../../base/routes/catalogue';

/**
 * Local storage's key of the chunks each screen loaded before its first render, by path. index.html's inline script
 * reads it as the page is parsed and asks for the path's chunks at once (modulepreload), beside the app's own: a
 * reload of a screen opened here before then waits on none of the hops of its lazy imports (the app, then the folders'
 * registry, then the screen, then its views and texts: on the order list ~40 ms of the main thread waiting between
 * evaluations). Only paths that are a catalogue path as they are (no record id: a bounded set), and only this build's
 * (the entry script's name): after a new release nothing stale is asked for.
 */
export const LANDING_CHUNKS_KEY = 'oms.landingChunks';

/** What is kept for a path: the build it was seen with and the chunks it loaded (paths under /assets/). */
export interface LandingChunks {
    build: string;
    chunks: string[];
}

/** The chunks of this build as the inline script accepts them (same origin, under /assets/, a script). */
export const CHUNK_PATH = /^\/assets\/[\w.-]+\.js$/;

/** The entry script's path, as index.html names it (the build's identity); undefined in development. */
const entryScript = (): string | undefined => {
    const src = document.querySelector('script[type="module"][src]')?.getAttribute('src') ?? undefined;
    return src && CHUNK_PATH.test(src) ? src : undefined;
};

/**
 * Remembers the chunks the page loaded so far (its scripts under /assets/, the entry's aside) as those of `pathname`;
 * called once the landing screen's chunks are in, before its first render. Other builds' records are dropped then.
 */
export const rememberLandingChunks = (pathname: string): void => {
    const build = entryScript();
    if (!build || findRoute(pathname)?.path !== pathname) return;
    const chunks = performance
        .getEntriesByType('resource')
        .map(entry => new URL(entry.name))
        .filter(url => url.origin === window.location.origin)
        .map(url => url.pathname)
        .filter((path, index, all) => CHUNK_PATH.test(path) && path !== build && all.indexOf(path) === index);
    try {
        const kept = JSON.parse(localStorage.getItem(LANDING_CHUNKS_KEY) ?? '{}') as Record<string, LandingChunks>;
        const thisBuild = Object.fromEntries(Object.entries(kept).filter(([, value]) => value?.build === build));
        localStorage.setItem(LANDING_CHUNKS_KEY, JSON.stringify({ ...thisBuild, [pathname]: { build, chunks } }));
    } catch {
        // Unreadable or refused: the next reload loads its chunks hop by hop, as the first did.
    }
};
