import type { StatusAction } from '../kit/types';

/** Content shown to buyers goes online and offline by a row action, each confirmed. */
export const ONLINE_OFFLINE: StatusAction = {
    field: 'status',
    transitions: [
        { from: ['online'], to: 'offline', labelKey: 'resources.activity-common.actions.offline' },
        { from: ['offline'], to: 'online', labelKey: 'resources.activity-common.actions.online' },
    ],
};
