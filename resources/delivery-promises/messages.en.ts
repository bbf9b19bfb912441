import { enabledChoicesEn } from '../activity-common/texts';

/** Delivery promise texts (resources.delivery-promises), in English. */
export const deliveryPromisesEn = {
    resources: {
        'delivery-promises': {
            name: 'Delivery promise |||| Delivery promises',
            fields: {
                stateId: 'State',
                city: 'City',
                warehouseId: 'Warehouse',
                maxDays: 'Latest (days)',
                minDays: 'Earliest (days)',
                cutoffTime: 'Order cut-off',
                displayText: 'Text shown',
                status: 'Status',
            },
            choices: { status: enabledChoicesEn },
            validation: {
                min_over_max: 'The earliest day cannot be after the latest',
                cutoff_time: 'Enter a time as HH:mm (24-hour)',
            },
        },
    },
};
