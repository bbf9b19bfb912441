import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useTranslate } from 'react-admin';
import { createI18nProvider, loadMessages } from '../../../providers/i18nProvider';
import { LanguageSwitch } from '../../../src/layout/appbar/LanguageSwitch';
import { COOKIE, readCookie } from '../../../src/session/cookies';
import { renderInAdmin } from '../../support/renderInAdmin';

/** Some other translated text on the page, to see the whole UI change language. */
const Greeting = () => {
    const translate = useTranslate();
    return <p data-testid="greeting">{translate('oms.site.label')}</p>;
};

const openMenu = async (name: string) => {
    await userEvent.click(screen.getByRole('button', { name }));
    return screen.findByRole('menu');
};

describe('LanguageSwitch', () => {
    it('marks the current language', async () => {
        renderInAdmin(<LanguageSwitch />);
        const menu = await openMenu('Language');
        const items = within(menu).getAllByRole('menuitem');
        expect(items.map(item => item.textContent)).toEqual(['English', '中文']);
        expect(within(menu).getByRole('menuitem', { name: 'English' })).toHaveAttribute('aria-current', 'true');
        expect(within(menu).getByRole('menuitem', { name: '中文' })).not.toHaveAttribute('aria-current');
    });

    it('switches to Chinese: success toast, the UI in Chinese, cookie language=zh', async () => {
        renderInAdmin(
            <>
                <LanguageSwitch />
                <Greeting />
            </>,
        );
        expect(screen.getByTestId('greeting')).toHaveTextContent('Site');

        const menu = await openMenu('Language');
        await userEvent.click(within(menu).getByRole('menuitem', { name: '中文' }));

        // The toast is raised once the Chinese catalogue is in force, so it reads in the new language.
        expect(await screen.findByText('切换语言成功')).toBeInTheDocument();
        expect(screen.getByTestId('greeting')).toHaveTextContent('站点');
        expect(readCookie(COOKIE.language)).toBe('zh');
        expect(screen.getByRole('button', { name: '语言' })).toBeInTheDocument();
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

        const menu = await openMenu('语言');
        expect(within(menu).getByRole('menuitem', { name: '中文' })).toHaveAttribute('aria-current', 'true');
        await userEvent.click(within(menu).getByRole('menuitem', { name: 'English' }));

        expect(await screen.findByText('switch language success')).toBeInTheDocument();
        expect(screen.getByTestId('greeting')).toHaveTextContent('Site');
        expect(readCookie(COOKIE.language)).toBe('en');
    });

    it('does nothing when the current language is chosen again', async () => {
        renderInAdmin(<LanguageSwitch />);
        const menu = await openMenu('Language');
        await userEvent.click(within(menu).getByRole('menuitem', { name: 'English' }));

        await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
        expect(screen.queryByText('switch language success')).toBeNull();
        expect(readCookie(COOKIE.language)).toBeUndefined();
    });
});
