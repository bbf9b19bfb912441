import { render } from '@testing-library/react';
import { App } from '../../src/App';
import { createI18nProvider } from '../../providers/i18nProvider';
import { signIn } from './mockBackend';

/** The whole app, signed in as `account` against the mock backend, opened at `path` (jsdom's browser history). */
export const openApp = async (path: string, account = 'admin') => {
    await signIn(account);
    window.history.replaceState(null, '', path);
    return render(<App i18nProvider={createI18nProvider()} />);
};
