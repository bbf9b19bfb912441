/**
 * Every kit resource's create page, opened in the app as a user has it: titled "Create …" (react-admin's title with the
 * resource's name), and so is its visited-page tab, also where the record's route ("Edit Store") serves it.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../../resources/kit/registry';
import { kitPaths } from '../../resources/kit/KitContext';
import { createI18nProvider } from '../../providers/i18nProvider';
import { ensureResourceMessages } from '../../resources/texts';
import { openApp } from '../support/renderApp';

const WAIT = { timeout: 30_000 };
const withCreate = RESOURCES.filter(entry => kitPaths(entry).create() && entry.collection !== 'users');

describe.each(withCreate.map(entry => [kitPaths(entry).create()!, entry] as const))('the create page %s', (path, entry) => {
    it('is titled "Create …", in the page and in its tab', async () => {
        await ensureResourceMessages([entry.collection]);
        const name = createI18nProvider().translate(`resources.${entry.collection}.name`, { smart_count: 1 });
        const title = `Create ${name}`;
        await openApp(path);
        await waitFor(() => expect(document.getElementById('react-admin-title')?.textContent).toBe(title), WAIT);
        const tab = await waitFor(() => {
            const found = document.querySelector(`[data-tab-key="${path.split('?')[0]}"] button`);
            expect(found).not.toBeNull();
            return found!;
        }, WAIT);
        await waitFor(() => expect(tab.textContent).toBe(title), WAIT);
        expect(screen.queryByText(/^Edit /)).toBeNull();
    }, 60_000);
});
