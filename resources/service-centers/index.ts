import type { FieldDescription, ResourceModule } from '../kit/types';
import { description as storeAddress } from '../store-addresses/index';
import { serviceCenterRules } from './rules';

/** The store address fields a service centre keeps (not the store type: every row here is a service centre). */
const ADDRESS_FIELDS = storeAddress.fields.filter(field => field.source !== 'storeType' && field.source !== 'countrySite');

const SERVICE_FIELDS: readonly FieldDescription[] = [
    { source: 'serviceTypes', type: 'enum', many: true, choices: ['walk_in', 'pick_and_drop', 'mail_in'], column: 'default', filter: 'alwaysOn', required: true },
    { source: 'phone', type: 'text', column: 'default', required: true, maxLength: 20 },
];

/**
 * An authorised service centre: its address, place on the map, hours and picture as a store's (rules shared with
 * store-addresses), the services it offers (walk-in, pick and drop, mail-in) and its phone; displayed or shielded
 * from the website's locator.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'name', order: 'ASC' },
    actions: {
        dialog: { create: true },
        export: true,
        import: true,
        status: {
            field: 'status',
            transitions: [
                { from: ['display'], to: 'shield', labelKey: 'resources.service-centers.actions.shield' },
                { from: ['shield'], to: 'display', labelKey: 'resources.service-centers.actions.display' },
            ],
        },
    },
    // The services after the status: the status is the list's first choice filter.
    fields: [...ADDRESS_FIELDS.slice(0, -1), ...SERVICE_FIELDS, ...ADDRESS_FIELDS.slice(-1)],
};

export const rules = serviceCenterRules;
