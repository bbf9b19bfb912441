import type { ResourceModule } from '../kit/types';
import { ENABLE_DISABLE } from '../kit/statusActions';
import { enabledStatusField } from '../activity-common/fields';

/**
 * Activity types: the dictionary of campaign kinds, each tied to the order type its orders carry
 * and the label buyers see on a product card. No record page in the catalogue: edited in a dialog on the list.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'sort', order: 'ASC' },
    actions: { dialog: { create: true }, export: true, status: ENABLE_DISABLE },
    fields: [
        { source: 'typeCode', type: 'text', column: 'default', filter: 'alwaysOn', required: true, unique: true, maxLength: 32, sortable: true },
        {
            source: 'typeName',
            type: 'text',
            column: 'default',
            filter: 'alwaysOn',
            required: true,
            maxLength: 60,
            sortable: true,
        },
        {
            source: 'orderType',
            type: 'enum',
            choices: ['buy', 'R-pass', 'pre-order', 'pre-sale', 'full_pre-sale', 'seckill', 'bargain', 'group_bargain', 'coin_redemption', 'crowdfunding', 'combo_purchase', 'offer_package', 'trade-in'],
            column: 'default',
            filter: 'optional',
            required: true,
        },
        { source: 'label', type: 'text', column: 'default', maxLength: 20 },
        { source: 'icon', type: 'image' },
        { source: 'sort', type: 'number', min: 0, max: 999, column: 'default', sortable: true },
        enabledStatusField,
    ],
};
