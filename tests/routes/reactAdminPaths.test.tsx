/**
 * react-admin's own paths of a collection in the whole app (src/App.tsx mounts each resource there itself, rather than
 * as a child of <Admin>): a kit resource's lead to its spec path, and a collection with no react-admin views (one only
 * hand-built pages read) answers /404 like any path the app does not have.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openApp } from '../support/renderApp';

/** The whole app's first screen: its chunks and texts load on first use. */
const FIRST_LOAD = { timeout: 30_000 };

describe("react-admin's paths in the app", () => {
    it("lead from a kit resource's list to its spec path", async () => {
        await openApp('/skus');
        await waitFor(() => expect(window.location.pathname).toBe('/factory/sku'), FIRST_LOAD);
        expect(await screen.findByText('SKU000001', {}, FIRST_LOAD)).toBeInTheDocument();
    }, 60_000);

    it('answer /404 for a collection without views of its own', async () => {
        await openApp('/users');
        expect(await screen.findByText('404 - Page not found', {}, FIRST_LOAD)).toBeInTheDocument();
        expect(window.location.pathname).toBe('/404');
    }, 60_000);
});
