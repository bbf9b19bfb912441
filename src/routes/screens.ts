import type { ReactElement } from 'react';
import type { AccessRule } from '../../base/routes/access';
import { findRoute } from '../../base/routes/catalogue';
import { lazyScreen, type Screen } from '../../ui/lazyScreen';
import type { FolderRegistry } from './folderRegistry';

/**
 * The built screens, by catalogue path: each a lazy chunk, loaded when first opened. The shell's own pages here; every
 * screen the resource folders register joins them once their registry has loaded (installFolderRegistry, before the
 * first render). A catalogue route with no screen here is left out of the menu and answers /404.
 */
export const SCREENS: Readonly<Record<string, Screen>> = {
    // The dashboard's texts of what needs doing come with it (resources/dashboard/messages.*.ts; the texts' loaders are
    // not the first visit's).
    '/dashboard': lazyScreen(() =>
        Promise.all([import('../pages/DashboardPage'), import('../../resources/texts').then(texts => texts.ensureResourceMessages(['dashboard']))]).then(
            ([page]) => page,
        ),
    ),
    '/404': lazyScreen(() => import('../pages/NotFoundPage')),
    '/401': lazyScreen(() => import('../pages/UnauthorizedPage')),
    '/permission/user/changePassword': lazyScreen(() => import('../pages/ChangePasswordPage')),
};

/** The paths of SCREENS (the same set object throughout: what reads it may keep it). */
export const BUILT_SCREENS: ReadonlySet<string> = new Set(Object.keys(SCREENS));

let installed: FolderRegistry | undefined;

/** Adds the folders' screens to SCREENS and BUILT_SCREENS; the first call counts (tests install it in their setup). */
export const installFolderRegistry = (registry: FolderRegistry): void => {
    if (installed) return;
    installed = registry;
    Object.assign(SCREENS, registry.screens);
    for (const path of Object.keys(registry.screens)) (BUILT_SCREENS as Set<string>).add(path);
};

let loading: Promise<void> | undefined;

/** Loads the folders' registry (a chunk of its own) and installs it; once. */
export const loadFolderRegistry = (): Promise<void> =>
    (loading ??= import('./folderRegistry').then(module => installFolderRegistry(module.folderRegistry)));

const registry = (): FolderRegistry => {
    if (!installed) throw new Error('The resource folders are read before their registry loaded (src/main.tsx loads it before the first render).');
    return installed;
};

/** The react-admin resources of the folders. */
export const folderResources = (): readonly ReactElement[] => registry().resources;

/** canAccess for a react-admin resource (none before the registry is in: no resource is open yet). */
export const rulesOfResource = (resource: string): AccessRule[] => (installed ? installed.rulesOfResource(resource) : []);

/**
 * Loads the screen at `pathname` (the page the app opens on) while the rest of the app starts: its chunks and texts
 * arrive alongside the session and the language's, not after. Never fails: a screen that does not load says so when
 * it renders.
 */
export const preloadScreenAt = async (pathname: string): Promise<void> => {
    await loadFolderRegistry().catch(() => undefined);
    const route = findRoute(pathname);
    await SCREENS[route?.path ?? '']?.preload().catch(() => undefined);
};
