import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openApp } from '../support/renderApp';

const here = () => `${window.location.pathname}${window.location.search}`;

/** The list page the editor came from: the category's articles, at that page. */
const listAt = (category: string, page: number) => `/cms/articles?${new URLSearchParams({ filter: JSON.stringify({ category }), page: String(page) })}`;

describe('the article editor at articles/{add|edit}/{siteCode}/{category}/{page}', () => {
    it('saves an edited article and returns to the list page it came from', async () => {
        await openApp('/cms/articles/edit/in/offer/3?id=2');
        const title = await screen.findByRole('textbox', { name: /^Title/ }, { timeout: 20_000 });
        await waitFor(() => expect(title).not.toHaveValue(''));
        fireEvent.change(title, { target: { value: 'Festive sale: up to 40% off' } });
        fireEvent.click(screen.getByRole('button', { name: 'Save' }));
        await waitFor(() => expect(here()).toBe(listAt('offer', 3)), { timeout: 10_000 });
    }, 60_000);

    it('opens a new article in the category of its route, and says so when the route names another site', async () => {
        await openApp('/cms/articles/add/in/legal/1');
        // The page's title (its tab in the strip carries it too).
        expect(await screen.findByRole('heading', { name: 'New Legal article' }, { timeout: 20_000 })).toBeInTheDocument();
        await openApp('/cms/articles/add/cn/blog/2');
        expect(
            await screen.findByText('This article belongs to site cn. Choose that site in the top bar to edit it.', {}, { timeout: 20_000 }),
        ).toBeInTheDocument();
        expect(screen.getByRole('link', { name: 'Back to the list' })).toHaveAttribute('href', listAt('blog', 2));
    }, 60_000);
});
