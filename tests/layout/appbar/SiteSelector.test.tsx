import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18nProvider, loadMessages } from '../../../providers/i18nProvider';
import { SiteSelector } from '../../../src/layout/appbar/SiteSelector';
import { COOKIE, readCookie } from '../../../base/session/cookies';
import { navigation } from '../../../base/session/navigation';
import { sessionUser } from '../../../base/session/sessionUser';
import { makeUser, renderInAdmin, SITES } from '../../support/renderInAdmin';

afterEach(() => {
    vi.restoreAllMocks();
});

const spyReload = () => vi.spyOn(navigation, 'reload').mockImplementation(() => undefined);

describe('SiteSelector', () => {
    it("lists the user's sites and shows the current one", async () => {
        sessionUser.set(makeUser({ site: SITES[0] }));
        renderInAdmin(<SiteSelector />);

        const select = screen.getByRole('combobox', { name: 'Site' });
        expect(select).toHaveTextContent('India (in)');

        await userEvent.click(select);
        const options = within(await screen.findByRole('listbox')).getAllByRole('option');
        expect(options.map(option => option.textContent)).toEqual(['India (in)', 'China (cn)', 'Europe (eu)']);
        expect(within(screen.getByRole('listbox')).getByRole('option', { name: 'India (in)' })).toHaveAttribute('aria-selected', 'true');
    });

    it('choosing another site stores its codes in the cookies and reloads the page', async () => {
        const reload = spyReload();
        sessionUser.set(makeUser({ site: SITES[0] }));
        renderInAdmin(<SiteSelector />);

        await userEvent.click(screen.getByRole('combobox', { name: 'Site' }));
        await userEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'China (cn)' }));

        expect(readCookie(COOKIE.siteCode)).toBe('cn');
        expect(readCookie(COOKIE.regionCode)).toBe('CN');
        expect(reload).toHaveBeenCalledTimes(1);
    });

    it('choosing the current site again changes nothing', async () => {
        const reload = spyReload();
        sessionUser.set(makeUser({ site: SITES[1] }));
        renderInAdmin(<SiteSelector />);

        await userEvent.click(screen.getByRole('combobox', { name: 'Site' }));
        await userEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'China (cn)' }));

        expect(reload).not.toHaveBeenCalled();
        expect(readCookie(COOKIE.siteCode)).toBeUndefined();
    });

    it('is hidden for a user without sites', () => {
        sessionUser.set(makeUser({ sites: [], site: undefined }));
        renderInAdmin(<SiteSelector />);
        expect(screen.queryByRole('combobox')).toBeNull();
    });

    it('speaks Chinese labels through the translator', async () => {
        sessionUser.set(makeUser());
        renderInAdmin(<SiteSelector />, { i18nProvider: createI18nProvider('zh', await loadMessages('zh')) });
        expect(screen.getByRole('combobox', { name: '站点' })).toHaveTextContent('India（in）');
    });
});
