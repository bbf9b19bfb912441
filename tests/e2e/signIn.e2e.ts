import { describe, expect, it } from 'vitest';
import { signIn, useSharedBrowser } from './browser';

describe('signing in on the mock backend', () => {
    const { open } = useSharedBrowser();

    it('sends a visitor to the sign-in page, then admin lands on the dashboard', async () => {
        const { page, context } = await open();
        await page.goto('/');
        await page.waitForURL('**/login');
        await signIn(page, 'admin');
        await page.waitForURL('**/dashboard');
        await expect(page.getByText('Welcome, Demo Administrator').waitFor()).resolves.toBeUndefined();
        await context.close();
    });

    it('refuses a wrong password with the server message and stays on the sign-in page', async () => {
        const { page, context } = await open();
        await signIn(page, 'admin', 'wrong-password');
        await page.getByText('Incorrect username or password').waitFor();
        expect(new URL(page.url()).pathname).toBe('/login');
        await context.close();
    });

    it('refuses an account without roles with the exact spec message', async () => {
        const { page, context } = await open();
        await signIn(page, 'noroles');
        await page.getByText('getInfo: roles must be a non-null array !').waitFor();
        expect(new URL(page.url()).pathname).toBe('/login');
        await context.close();
    });
});
