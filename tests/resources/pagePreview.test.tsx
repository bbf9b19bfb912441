/**
 * A page made by a collection (the home page's modules) previewed from its list as the site would show it once
 * published: its online modules of the platform the list is narrowed to, in their hand-made order, in the
 * sandboxed frame; offline modules and the other platform's are not on it.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '../../mock-server/db/store';
import { KitList } from '../../resources/kit/KitList';
import { signIn } from '../support/mockBackend';
import { renderKit } from '../support/renderKit';
import { loadKit } from '../support/files';

type Row = { id: number } & Record<string, unknown>;

const WAIT = { timeout: 30_000 };

describe("a page's preview from its list", () => {
    it('shows the online modules of the chosen platform in their order, and nothing offline', async () => {
        await signIn('admin');
        const kit = await loadKit('home-modules');
        const modules = db.collections.get('home-modules')!;
        const pc = (modules.all() as readonly Row[]).filter(row => row.siteCode === 'in' && row.platform === 'pc');
        const [first, second, hidden] = pc;
        modules.update(first!.id, { title: 'Monsoon launch banner', moduleType: 'kv_banner', status: 'online', sort: 1, image: 'https://cdn.example.com/kv.jpg', linkUrl: '/offers/monsoon' });
        modules.update(second!.id, { title: 'Earbuds floor', moduleType: 'product_floor', status: 'online', sort: 2 });
        modules.update(hidden!.id, { title: 'Retired festive tiles', status: 'offline', sort: 3 });
        for (const row of pc.slice(3)) modules.update(row.id, { status: 'offline' });
        const mobile = (modules.all() as readonly Row[]).find(row => row.siteCode === 'in' && row.platform === 'mobile')!;
        modules.update(mobile.id, { title: 'Mobile only strip', status: 'online' });

        renderKit(kit, <KitList />, { search: `?filter=${encodeURIComponent(JSON.stringify({ platform: 'pc' }))}` });
        const user = userEvent.setup({ delay: null });
        await user.click(await screen.findByRole('button', { name: 'Preview the page' }, WAIT));

        const dialog = await screen.findByRole('dialog', {}, WAIT);
        const frame = await waitFor(() => dialog.querySelector('iframe')!, WAIT);
        expect(frame.getAttribute('sandbox')).toBe('');
        const page = new DOMParser().parseFromString(frame.getAttribute('srcdoc')!, 'text/html');
        expect([...page.querySelectorAll('section')].map(section => [section.querySelector('h3')?.textContent, section.querySelector('small')?.textContent])).toEqual([
            ['Monsoon launch banner', 'Key visual banner'],
            ['Earbuds floor', 'Product floor'],
        ]);
        expect(page.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example.com/kv.jpg');
        expect(page.querySelector('a')?.getAttribute('href')).toBe('/offers/monsoon');
        expect(page.body.textContent).not.toMatch(/Retired festive tiles|Mobile only strip/);

        await user.click(within(dialog).getByRole('button', { name: 'Close preview' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }, 60_000);
});
