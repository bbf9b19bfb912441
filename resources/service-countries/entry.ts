import type { ResourceEntry } from '../kit/types';

export const entry: ResourceEntry = {
    // The countries the service website serves, each with its site's settings (edited on siteEdit/{id}).
    collection: 'service-countries',
    paths: { list: '/serviceSite/country', edit: '/serviceSite/siteEdit/:id' },
    icon: 'language',
    representation: '%{countryName} (%{countryCode})',
    load: () => import('./index'),
};
