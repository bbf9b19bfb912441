// The bench's bare react-admin twin (scripts/bare-orders), shared by the bench and the load trace: its Vite config
// (built from the app's folder, its VITE_ variables, and served as production serves a build, by the very
// immutable-assets plugin the app's vite.config.ts has) and the session the bench hands it.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { loadConfigFromFile } from 'vite';

export const bareConfig = async () => {
    const { config } = await loadConfigFromFile({ command: 'serve', mode: 'production', isPreview: true }, undefined, process.cwd(), 'silent');
    const servedAsProduction = config.plugins.flat().find(plugin => plugin?.name === 'oms-immutable-assets');
    if (!servedAsProduction) throw new Error('vite.config.ts has no oms-immutable-assets plugin');
    return { configFile: false, root: fileURLToPath(new URL('./bare-orders/', import.meta.url)), envDir: process.cwd(), base: '/', plugins: [react(), servedAsProduction], logLevel: 'silent' };
};

/**
 * A session over the API for the bare app (which has no sign-in of its own): the token, and the site the app would
 * choose for an account with nothing stored, its first (base/session/site.ts).
 */
export const bareSession = async (apiUrl, account) => {
    const login = await fetch(`${apiUrl}/login`, { method: 'POST', body: new URLSearchParams(account) }).then(answer => answer.json());
    const token = login.data;
    const sites = await fetch(`${apiUrl}/sso/basic/listSites`, {
        method: 'POST',
        headers: { 'x-auth-token': token, 'Content-Type': 'application/json' },
        body: JSON.stringify({ appCode: 'oms' }),
    }).then(answer => answer.json());
    const { siteCode, regionCode } = sites.data[0];
    return { token, siteCode, regionCode };
};
