import type { ResourceEntry } from '../kit/types';

/** The subsidy's basic settings (/gov-subsidy/basic-setting): one record, edited in a dialog. */
export const entry: ResourceEntry = {
    collection: 'subsidy-settings',
    paths: { list: '/gov-subsidy/basic-setting' },
    icon: 'settings',
    representation: 'reminderTemplate',
    load: () => import('./index'),
};
