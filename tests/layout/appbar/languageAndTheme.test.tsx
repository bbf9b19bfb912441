import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTranslate } from 'react-admin';
import { createI18nProvider, loadMessages } from '../../../providers/i18nProvider';
import { LanguageSwitch } from '../../../src/layout/appbar/LanguageSwitch';
import { ThemeSwitch } from '../../../src/layout/appbar/ThemeSwitch';
import { COOKIE, readCookie } from '../../../base/session/cookies';
import { forgetAnnouncedChanges } from '../../../ui/useAnnounceChange';
import { renderInAdmin } from '../../support/renderInAdmin';

/** Some other translated text on the page, to see the whole UI change language. */
const Greeting = () => {
    const translate = useTranslate();
    return <p data-testid="greeting">{translate('oms.site.label')}</p>;
};

/** The language menu is react-admin's: its button shows the current language's name. */
const openMenu = async (current: string) => {
    await userEvent.click(screen.getByRole('button', { name: current }));
    return screen.findByRole('menu');
};

beforeEach(() => forgetAnnouncedChanges());

describe('LanguageSwitch', () => {
    it('offers English and 中文, and says no success on mount', async () => {
        renderInAdmin(<LanguageSwitch />);
        const menu = await openMenu('English');
        expect(within(menu).getAllByRole('menuitem').map(item => item.textContent)).toEqual(['English', '中文']);
        expect(screen.queryByText('switch language success')).toBeNull();
    });

    it('switches to Chinese: success toast in Chinese, the UI in Chinese, cookie language=zh', async () => {
        renderInAdmin(
            <>
                <LanguageSwitch />
                <Greeting />
            </>,
        );
        expect(screen.getByTestId('greeting')).toHaveTextContent('Site');

        const menu = await openMenu('English');
        await userEvent.click(within(menu).getByRole('menuitem', { name: '中文' }));

        // The toast is raised once the Chinese catalogue is in force, so it reads in the new language.
        expect(await screen.findByText('切换语言成功')).toBeInTheDocument();
        expect(screen.getByTestId('greeting')).toHaveTextContent('站点');
        expect(readCookie(COOKIE.language)).toBe('zh');
        expect(screen.getByRole('button', { name: '中文' })).toBeInTheDocument();
    });

    it("switches back to English with the spec's toast 'switch language success'", async () => {
        const i18nProvider = createI18nProvider('zh', await loadMessages('zh'));
        renderInAdmin(
            <>
                <LanguageSwitch />
                <Greeting />
            </>,
            { i18nProvider },
        );
        expect(screen.getByTestId('greeting')).toHaveTextContent('站点');

        const menu = await openMenu('中文');
        await userEvent.click(within(menu).getByRole('menuitem', { name: 'English' }));

        expect(await screen.findByText('switch language success')).toBeInTheDocument();
        expect(screen.getByTestId('greeting')).toHaveTextContent('Site');
        expect(readCookie(COOKIE.language)).toBe('en');
    });

    it('does nothing when the current language is chosen again', async () => {
        renderInAdmin(<LanguageSwitch />);
        const menu = await openMenu('English');
        await userEvent.click(within(menu).getByRole('menuitem', { name: 'English' }));

        await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
        expect(screen.queryByText('switch language success')).toBeNull();
        expect(readCookie(COOKIE.language)).toBeUndefined();
    });
});

describe('ThemeSwitch', () => {
    it("toggles to dark with the spec's Chinese toast '换肤成功', in English too", async () => {
        renderInAdmin(<ThemeSwitch />);
        expect(screen.queryByText('换肤成功')).toBeNull();

        await userEvent.click(screen.getByRole('button', { name: 'Toggle light/dark mode' }));
        expect(await screen.findByText('换肤成功')).toBeInTheDocument();
    });

    it('is named in Chinese under zh, and its toast is the same text', async () => {
        const i18nProvider = createI18nProvider('zh', await loadMessages('zh'));
        renderInAdmin(<ThemeSwitch />, { i18nProvider });
        await userEvent.click(screen.getByRole('button', { name: '切换明暗主题' }));
        expect(await screen.findByText('换肤成功')).toBeInTheDocument();
    });
});
