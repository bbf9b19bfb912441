import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoginPage } from '../../src/pages/LoginPage';
import { renderInAdmin } from '../support/renderInAdmin';

describe('LoginPage', () => {
    it('is the main landmark with one heading, and a build without the mock shows no demo password', async () => {
        renderInAdmin(<LoginPage />, { initialEntries: ['/login'] });
        const main = screen.getByRole('main');
        expect(main).toContainElement(screen.getByRole('heading', { level: 1, name: 'Sign in to OMS' }));
        expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
        expect(await screen.findByLabelText(/Username/)).toBeInTheDocument();
        expect(document.body.textContent).not.toMatch(/Demo accounts|oms-demo/);
    });
});
