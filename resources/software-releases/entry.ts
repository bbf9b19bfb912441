import type { ResourceEntry } from '../kit/types';

/**
 * Software and firmware downloads per model (/supportPage/software-upgrade): OTA packages and full ROMs the support
 * website offers, with the checksum customers verify. Edited in a dialog on the list.
 */
export const entry: ResourceEntry = {
    collection: 'software-releases',
    paths: { list: '/supportPage/software-upgrade' },
    icon: 'upload',
    representation: '%{version} (%{releaseType})',
    siteScoped: true,
    load: () => import('./index'),
};
