import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Location } from 'react-router-dom';
import type { AuthProvider } from 'react-admin';
import { AuthRedirectPage } from '../../src/pages/AuthRedirectPage';
import { renderInAdmin, testAuthProvider } from '../support/renderInAdmin';

const withCallback = (handleCallback: AuthProvider['handleCallback']): AuthProvider => ({ ...testAuthProvider, handleCallback });

describe('AuthRedirectPage (/authredirect)', () => {
    it('completes sign-on and goes back to the path the provider returned', async () => {
        const seen: { location?: Location } = {};
        renderInAdmin(<AuthRedirectPage />, {
            authProvider: withCallback(async () => ({ redirectTo: '/async-task?status=failed' })),
            initialEntries: ['/authredirect?token=abc'],
            onLocation: location => (seen.location = location),
        });
        await waitFor(() => expect(`${seen.location?.pathname}${seen.location?.search}`).toBe('/async-task?status=failed'));
    });

    it('says why sign-on failed and offers the way back to sign-in', async () => {
        renderInAdmin(<AuthRedirectPage />, {
            authProvider: withCallback(async () => {
                throw new Error('Verification failed, please login again');
            }),
            initialEntries: ['/authredirect'],
        });
        expect(await screen.findByText('Sign-on could not be completed.')).toBeInTheDocument();
        expect(screen.getByText('Verification failed, please login again')).toBeInTheDocument();
        expect(screen.getByRole('link', { name: 'Back to sign-in' })).toHaveAttribute('href', '/login');
    });
});
