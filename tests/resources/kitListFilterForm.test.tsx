/**
 * A list's filter form on a reload: drawn after the first rows, in the space it took the last time the list was drawn
 * in the same layout, so that the rows are drawn first and do not move when the form comes. A list not drawn in this
 * layout before draws its form with its rows.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { mockServer } from '../../mock-server/node';
import { KitList } from '../../resources/kit/KitList';
import { signIn } from '../support/mockBackend';
import { renderKit } from '../support/renderKit';
import { loadKit } from '../support/files';
import { apiPath, gate } from '../providers/helpers';

const WAIT = { timeout: 30_000 };
/** The height the browser lays the form out at, here (jsdom lays nothing out). */
const FORM_HEIGHT = 112;

/** The observers alive, to report a new size to (a window resized). */
const observers = new Set<FormSizeObserver>();

/** A ResizeObserver that reports every element it observes at FORM_HEIGHT, and again at any height `resizeTo` gives. */
class FormSizeObserver {
    private readonly targets: Element[] = [];
    constructor(private readonly report: ResizeObserverCallback) {
        observers.add(this);
    }
    observe(target: Element) {
        this.targets.push(target);
        queueMicrotask(() => this.resize(FORM_HEIGHT));
    }
    resize(height: number) {
        const entries = this.targets.map(target => ({ target, borderBoxSize: [{ blockSize: height, inlineSize: 800 }] }));
        this.report(entries as unknown as ResizeObserverEntry[], this as unknown as ResizeObserver);
    }
    unobserve() {}
    disconnect() {
        observers.delete(this);
    }
}

const keptHeights = () => JSON.parse(localStorage.getItem('oms.filterFormHeights') ?? '{}') as Record<string, { layout: string; height: number }>;

const searchBox = () => screen.queryByPlaceholderText('Search');
const keptSpace = () => document.querySelector<HTMLElement>('.RaList-actions > [aria-hidden="true"]');

/** The list's call held until the test lets it through to the mock's own handler. */
const holdListCall = () => {
    const answer = gate();
    mockServer.use(
        http.get(apiPath('/coupon-templates'), async () => {
            await answer.opened;
            return undefined;
        }),
    );
    return answer;
};

describe("a list's filter form", () => {
    beforeEach(() => vi.stubGlobal('ResizeObserver', FormSizeObserver));
    afterEach(() => vi.unstubAllGlobals());

    it('is drawn with the rows the first time, and after them, in the space it took, when the list is drawn again', async () => {
        await signIn('admin');
        const kit = await loadKit('coupon-templates');
        const first = renderKit(kit, <KitList />);
        // Drawn at once, before any row: no space of it is known yet.
        expect(searchBox()).not.toBeNull();
        expect(keptSpace()).toBeNull();
        await waitFor(() => expect(document.querySelector('td.column-templateCode')).not.toBeNull(), WAIT);
        await waitFor(() => expect(keptHeights()['coupon-templates']?.height).toBe(FORM_HEIGHT));
        first.unmount();

        const answer = holdListCall();
        renderKit(kit, <KitList />);
        // Until the rows are drawn, the form's space, of its height, holds the place of the form.
        expect(searchBox()).toBeNull();
        expect(keptSpace()).not.toBeNull();
        expect(getComputedStyle(keptSpace()!).height).toBe(`${FORM_HEIGHT}px`);
        answer.open();
        await waitFor(() => expect(document.querySelector('td.column-templateCode')).not.toBeNull(), WAIT);
        await waitFor(() => expect(searchBox()).not.toBeNull());
        expect(keptSpace()).toBeNull();
    }, 60_000);

    it('is drawn with the rows in a layout it was not drawn in before', async () => {
        await signIn('admin');
        const kit = await loadKit('coupon-templates');
        renderKit(kit, <KitList />).unmount();
        await waitFor(() => expect(keptHeights()['coupon-templates']).toBeDefined());

        // A wider window: the form may wrap its filters otherwise.
        vi.stubGlobal('innerWidth', window.innerWidth + 200);
        const answer = holdListCall();
        renderKit(kit, <KitList />);
        expect(searchBox()).not.toBeNull();
        expect(keptSpace()).toBeNull();
        answer.open();
    }, 60_000);

    it('keeps the height a resized window lays it out at under that width, not the width it was drawn at', async () => {
        await signIn('admin');
        const kit = await loadKit('coupon-templates');
        const width = window.innerWidth;
        const first = renderKit(kit, <KitList />);
        await waitFor(() => expect(keptHeights()['coupon-templates']?.height).toBe(FORM_HEIGHT));
        // Narrower, the form wraps its filters onto another line: nothing in the list is drawn again.
        vi.stubGlobal('innerWidth', width - 100);
        for (const observer of observers) observer.resize(FORM_HEIGHT + 56);
        first.unmount();

        // Back at the first width, the height kept is not that width's: the form is drawn with the rows.
        vi.stubGlobal('innerWidth', width);
        const answer = holdListCall();
        renderKit(kit, <KitList />);
        expect(searchBox()).not.toBeNull();
        expect(keptSpace()).toBeNull();
        answer.open();
    }, 60_000);
});
