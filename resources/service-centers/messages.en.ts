import { storeAddressesEn } from '../store-addresses/messages.en';

const STORE = storeAddressesEn.resources['store-addresses'];

/** Service centre texts (resources.service-centers), in English: a store address's, and the services offered. */
export const serviceCentersEn = {
    resources: {
        'service-centers': {
            name: 'Service centre |||| Service centres',
            fields: { ...STORE.fields, name: 'Centre name', serviceTypes: 'Services', phone: 'Phone' },
            choices: {
                serviceTypes: { walk_in: 'Walk-in', pick_and_drop: 'Pick and drop', mail_in: 'Mail-in' },
                status: STORE.choices.status,
            },
            actions: STORE.actions,
            validation: { ...STORE.validation, phone: 'Enter a phone of 6 to 15 digits, e.g. 1800-103-6286' },
        },
    },
};
