import type { ResourceModule } from '../kit/types';
import { ONLINE_OFFLINE } from '../kit/statusActions';
import { phoneCheckRules } from './rules';

export const LOOKUPS = ['imei', 'serial'] as const;

/**
 * The "check your phone" page of the service website, where buyers check a phone's warranty and that it is genuine
 * by its IMEI or serial number: the title, the introduction, the picture showing where to find the IMEI, what can be
 * looked up, and the answer shown for each outcome (genuine under warranty, genuine out of warranty, not found).
 * One page a site, never created or deleted here: edited in a dialog on its list, online or offline.
 */
export const description: ResourceModule['description'] = {
    actions: { dialog: {}, status: ONLINE_OFFLINE },
    fields: [
        { source: 'title', type: 'text', column: 'default', required: true, maxLength: 60 },
        { source: 'intro', type: 'richtext', required: true },
        { source: 'howToFindImei', type: 'image', column: 'default', required: true },
        { source: 'lookups', type: 'enum', many: true, choices: LOOKUPS, column: 'default', required: true },
        { source: 'inWarrantyText', type: 'text', column: 'pickable', required: true, maxLength: 200 },
        { source: 'outOfWarrantyText', type: 'text', column: 'pickable', required: true, maxLength: 200 },
        { source: 'notFoundText', type: 'text', column: 'pickable', required: true, maxLength: 200 },
        { source: 'status', type: 'enum', choices: ['online', 'offline'], column: 'default', required: true },
        { source: 'updateTime', type: 'datetime', readOnly: true, column: 'pickable' },
    ],
};

export const rules = phoneCheckRules;
