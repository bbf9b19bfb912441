import type { ReactElement } from 'react';
import { Resource } from 'react-admin';
import { rulesOfResource, RESOURCE_SCREENS } from '../../resources/kit/resourceBindings';
import { ENTRIES, RESOURCES } from '../../resources/kit/registry';
import { folderScreens } from '../../resources/kit/resourceScreens';
import { representRecord } from '../../resources/kit/representation';
import { specPathRedirects } from '../../resources/kit/SpecPathRedirects';
import type { Screen } from '../../ui/lazyScreen';
import { RouteIcon } from '../layout/icons';

/**
 * What the resource folders register, for the shell: a chunk of its own, loaded as the app starts, beside the session
 * and the language (src/main.tsx), never in the first visit's own chunk. Each folder's entry, its screens' loaders and
 * its texts' loaders weigh on it: in the first visit's chunk, every folder added made every first visit slower (about
 * 170 bytes gzip each, with 150 screens to come).
 */
export interface FolderRegistry {
    /** Catalogue path → screen, for every folder's screens. */
    screens: Readonly<Record<string, Screen>>;
    /**
     * Every entity a react-admin resource: the kit's with their record representation and icon, their views at the
     * spec's paths (react-admin's own paths redirect there); the collections of the hand-built pages by name.
     */
    resources: readonly ReactElement[];
    /** canAccess for a react-admin resource: the rules of the screens that work on it. */
    rulesOfResource: typeof rulesOfResource;
}

export const folderRegistry: FolderRegistry = {
    screens: folderScreens(ENTRIES),
    resources: [
        ...RESOURCES.map(entry => (
            <Resource
                key={entry.collection}
                name={entry.collection}
                recordRepresentation={record => representRecord(entry, record)}
                icon={() => <RouteIcon name={entry.icon} />}
                {...specPathRedirects(entry)}
            />
        )),
        ...Object.keys(RESOURCE_SCREENS)
            .filter(collection => !RESOURCES.some(entry => entry.collection === collection))
            .map(collection => <Resource key={collection} name={collection} />),
    ],
    rulesOfResource,
};
