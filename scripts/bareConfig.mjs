// The Vite config of the bench's bare react-admin twin (scripts/bare-orders), shared by the bench and the load trace:
// built from the app's folder (its VITE_ variables) and served as production serves a build, by the very
// immutable-assets plugin the app's vite.config.ts has (hashed assets cached for good).
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { loadConfigFromFile } from 'vite';

export const bareConfig = async () => {
    const { config } = await loadConfigFromFile({ command: 'serve', mode: 'production', isPreview: true }, undefined, process.cwd(), 'silent');
    const servedAsProduction = config.plugins.flat().find(plugin => plugin?.name === 'oms-immutable-assets');
    if (!servedAsProduction) throw new Error('vite.config.ts has no oms-immutable-assets plugin');
    return { configFile: false, root: fileURLToPath(new URL('./bare-orders/', import.meta.url)), envDir: process.cwd(), base: '/', plugins: [react(), servedAsProduction], logLevel: 'silent' };
};
