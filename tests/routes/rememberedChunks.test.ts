import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LANDING_CHUNKS_KEY, rememberLandingChunks } from '../../src/routes/rememberedChunks';

const ENTRY = '/assets/index-B1d2.js';
const origin = window.location.origin;

/** index.html's inline script (the one without a type), run as the browser runs it while parsing the page. */
const runIndexScript = () => {
    const html = readFileSync(join(__dirname, '..', '..', 'index.html'), 'utf8');
    const inline = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1];
    if (!inline) throw new Error('index.html has no inline script');
    new Function(inline)();
};

const preloaded = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(link => link.getAttribute('href'));

/** The page as a build serves it: its entry script in the head, and what it has loaded so far. */
const loaded = (...urls: string[]) =>
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue(urls.map(name => ({ name }) as PerformanceEntry));

describe("a screen's chunks, asked for at once on a reload", () => {
    beforeEach(() => {
        document.head.innerHTML = `<script type="module" crossorigin src="${ENTRY}"></script>`;
        window.history.replaceState(null, '', '/orders/index');
    });
    afterEach(() => {
        vi.restoreAllMocks();
        document.head.innerHTML = '';
    });

    it("are the scripts it loaded before its first render, this build's, and the next load of that path preloads them", () => {
        loaded(
            `${origin}${ENTRY}`,
            `${origin}/assets/folder-registry-X1.js`,
            `${origin}/assets/list-kit-Y2.js`,
            `${origin}/assets/list-kit-Y2.js`,
            'http://127.0.0.1:9/api/orders?range=%5B0%2C49%5D',
            'https://cdn.example.com/assets/other-Z3.js',
        );
        rememberLandingChunks('/orders/index');
        expect(JSON.parse(localStorage.getItem(LANDING_CHUNKS_KEY)!)).toEqual({
            '/orders/index': { build: ENTRY, chunks: ['/assets/folder-registry-X1.js', '/assets/list-kit-Y2.js'] },
        });

        runIndexScript();
        expect(preloaded()).toEqual(['/assets/folder-registry-X1.js', '/assets/list-kit-Y2.js']);
    });

    it("are not kept for a record's path (one entry per record), and another build's are dropped when this one writes", () => {
        localStorage.setItem(LANDING_CHUNKS_KEY, JSON.stringify({ '/factory/sku': { build: '/assets/index-Old9.js', chunks: ['/assets/sku-A.js'] } }));
        loaded(`${origin}/assets/OrderDetail-Q7.js`);
        rememberLandingChunks('/orders/orderDetail/42');
        expect(JSON.parse(localStorage.getItem(LANDING_CHUNKS_KEY)!)).toEqual({ '/factory/sku': { build: '/assets/index-Old9.js', chunks: ['/assets/sku-A.js'] } });

        rememberLandingChunks('/orders/index');
        expect(JSON.parse(localStorage.getItem(LANDING_CHUNKS_KEY)!)).toEqual({ '/orders/index': { build: ENTRY, chunks: ['/assets/OrderDetail-Q7.js'] } });
    });

    it('are not asked for after a new release, nor anything that is not one of its scripts', () => {
        localStorage.setItem(LANDING_CHUNKS_KEY, JSON.stringify({ '/orders/index': { build: '/assets/index-Old9.js', chunks: ['/assets/list-kit-Old.js'] } }));
        runIndexScript();
        expect(preloaded()).toEqual([]);

        localStorage.setItem(
            LANDING_CHUNKS_KEY,
            JSON.stringify({ '/orders/index': { build: ENTRY, chunks: ['https://evil.example.com/x.js', '/assets/../secret.js', '/assets/style.css', '/assets/list-kit-Y2.js'] } }),
        );
        runIndexScript();
        expect(preloaded()).toEqual(['/assets/list-kit-Y2.js']);
    });

    it('leave the page as it is when storage holds no record or an unreadable one', () => {
        runIndexScript();
        localStorage.setItem(LANDING_CHUNKS_KEY, '{not json');
        expect(runIndexScript).not.toThrow();
        expect(preloaded()).toEqual([]);
    });
});
