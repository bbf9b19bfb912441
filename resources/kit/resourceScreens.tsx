import type { ComponentType } from 'react';
import { ResourceContextProvider } from 'react-admin';
import { ensureResourceMessages } from '../../providers/i18nProvider';
import { lazyScreen, type Screen } from '../../src/routes/lazyScreen';
import { KitContext, type Kit } from './KitContext';
import type { ResourceEntry, ViewKind } from './types';
// Only loaders: each view is a chunk of its own, asked for with the screen's description.
import kitViews, { isLazyView } from './views';

/**
 * One lazy screen per catalogue path of a registered resource: the first visit loads the kit (its own chunk), the
 * resource's description and any view it overrides, then renders the view in the resource's react-admin context.
 */
const screenOf = (entry: ResourceEntry, kind: ViewKind): Screen =>
    lazyScreen(async () => {
        const [module, KitView] = await Promise.all([entry.load(), kitViews[kind]()]);
        const references = module.description.fields.flatMap(field => (field.reference ? [field.reference] : []));
        const [views] = await Promise.all([module.views?.(), ensureResourceMessages([entry.collection, ...references])]);
        const override = views?.default[kind];
        const View = (isLazyView(override) ? (await override.loadView()).default : (override ?? KitView)) as ComponentType;
        const kit: Kit = { entry, description: module.description, rules: module.rules };
        const ResourceScreen = () => (
            <ResourceContextProvider value={entry.collection}>
                <KitContext.Provider value={kit}>
                    <View />
                </KitContext.Provider>
            </ResourceContextProvider>
        );
        return { default: ResourceScreen };
    });

/** Catalogue path → screen, for every registered resource. */
export const resourceScreens = (entries: readonly ResourceEntry[]): Record<string, Screen> =>
    Object.fromEntries(
        entries.flatMap(entry =>
            (['list', 'edit', 'create'] as const)
                .filter(kind => entry.paths[kind])
                .map(kind => [entry.paths[kind]!, screenOf(entry, kind)] as const),
        ),
    );
