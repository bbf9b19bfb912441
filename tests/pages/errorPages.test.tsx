import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import NotFoundPageDefault, { NotFoundPage } from '../../src/pages/NotFoundPage';
import UnauthorizedPageDefault, { UnauthorizedPage } from '../../src/pages/UnauthorizedPage';
import { renderPage } from './renderPage';

const cases = [
    {
        name: '/404',
        Page: NotFoundPage,
        Default: NotFoundPageDefault,
        title: '404 - Page not found',
        message: 'The page you are looking for does not exist, or you have no access to it.',
    },
    {
        name: '/401',
        Page: UnauthorizedPage,
        Default: UnauthorizedPageDefault,
        title: '401 - Unauthorized',
        message:
            'You are not authorised to view this page. Sign in with an account that has access, or ask an administrator to grant it.',
    },
];

describe.each(cases)('$name page', ({ name, Page, Default, title, message }) => {
    it('exports the same component as default and by name', () => {
        expect(Default).toBe(Page);
    });

    it('shows its translated title and explanation', async () => {
        renderPage(<Page />, name);
        expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
        expect(screen.getByText(message)).toBeInTheDocument();
    });

    it('links back to /dashboard', async () => {
        renderPage(<Page />, name);
        const back = await screen.findByRole('link', { name: 'Back to dashboard' });
        expect(back).toHaveAttribute('href', '/dashboard');
        await userEvent.click(back);
        expect(await screen.findByRole('heading', { name: 'Dashboard stand-in' })).toBeInTheDocument();
        expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
    });
});
