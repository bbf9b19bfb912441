import type { StatusAction } from './types';

/** The enable/disable pair most master data carries. */
export const ENABLE_DISABLE: StatusAction = {
    field: 'status',
    transitions: [
        { from: ['enabled'], to: 'disabled', labelKey: 'resources.kit.disable' },
        { from: ['disabled'], to: 'enabled', labelKey: 'resources.kit.enable' },
    ],
};


/** The online/offline pair of content shown on the websites (home modules, footer links, FAQ …). */
export const ONLINE_OFFLINE: StatusAction = {
    field: 'status',
    transitions: [
        { from: ['offline'], to: 'online', labelKey: 'resources.kit.online' },
        { from: ['online'], to: 'offline', labelKey: 'resources.kit.offline' },
    ],
};
