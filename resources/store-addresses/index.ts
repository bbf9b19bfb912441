import type { ResourceModule } from '../kit/types';
import { storeAddressDerived, storeAddressRules } from './rules';

/**
 * Store addresses of the store locator (spec section 3: /serviceSite/storeAddress and storeEdit/{id}): the spec's
 * fields, every one required ("fields cannot be empty"); longitude and latitude signed numbers within the globe
 * (rules.ts); display or shield as a row action; bulk upload through the kit's import (a file goes in whole or not
 * at all, its error file names each bad row). Per market; its country site is the market it is kept under.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'updateTime', order: 'DESC' },
    actions: {
        export: true,
        import: true,
        status: {
            field: 'status',
            transitions: [
                { from: ['display'], to: 'shield', labelKey: 'resources.store-addresses.actions.shield' },
                { from: ['shield'], to: 'display', labelKey: 'resources.store-addresses.actions.display' },
            ],
        },
    },
    fields: [
        { source: 'countrySite', type: 'enum', choices: ['in', 'id', 'cn', 'eu', 'es', 'it', 'fr', 'uk', 'tr'], formHidden: true, column: 'pickable' },
        { source: 'name', type: 'text', column: 'default', filter: 'alwaysOn', required: true, unique: true, maxLength: 120, sortable: true },
        { source: 'storeType', type: 'enum', choices: ['experience', 'flagship', 'authorised', 'service_centre'], column: 'default', filter: 'alwaysOn', required: true },
        { source: 'state', type: 'text', column: 'default', filter: 'optional', required: true, maxLength: 60, sortable: true },
        { source: 'city', type: 'text', column: 'default', filter: 'alwaysOn', required: true, maxLength: 60, sortable: true },
        { source: 'address', type: 'text', column: 'pickable', required: true, maxLength: 250 },
        { source: 'pincode', type: 'text', column: 'default', filter: 'optional', required: true, maxLength: 10 },
        { source: 'longitude', type: 'number', column: 'pickable', required: true },
        { source: 'latitude', type: 'number', column: 'pickable', required: true },
        { source: 'businessHours', type: 'text', column: 'default', required: true, maxLength: 60 },
        { source: 'breakTime', type: 'text', column: 'pickable', required: true, maxLength: 60 },
        { source: 'contact', type: 'text', column: 'default', required: true, maxLength: 40 },
        { source: 'image', type: 'image', required: true },
        { source: 'status', type: 'enum', choices: ['display', 'shield'], column: 'default', filter: 'alwaysOn', required: true },
        { source: 'updateTime', type: 'datetime', readOnly: true, column: 'pickable', sortable: true },
    ],
};

export const rules = storeAddressRules;
export const derive = storeAddressDerived;
