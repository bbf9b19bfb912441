import type { StatusAction } from './types';

/** The enable/disable pair most master data carries. */
export const ENABLE_DISABLE: StatusAction = {
    field: 'status',
    transitions: [
        { from: ['enabled'], to: 'disabled', labelKey: 'resources.kit.disable' },
        { from: ['disabled'], to: 'enabled', labelKey: 'resources.kit.enable' },
    ],
};

