import type { ResourceEntry } from '../kit/types';

export const entry: ResourceEntry = {
    collection: 'b2b-customers',
    paths: { list: '/b2b/customer-information', edit: '/b2b/customer-information/detail/:title/:id' },
    // The detail's {title} names what the page does: the kit's record page edits (and creates, with id `create`).
    pathParams: { title: 'edit' },
    icon: 'people',
    representation: '%{companyName} (%{gstin})',
    siteScoped: true,
    load: () => import('./index'),
};
