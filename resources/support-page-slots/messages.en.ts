import { supportHomeSlotsEn } from '../support-home-slots/messages.en';

const SLOTS = supportHomeSlotsEn.resources['support-home-slots'];

/** Support website home texts (resources.support-page-slots), in English: the brand support home's. */
export const supportPageSlotsEn = {
    resources: {
        'support-page-slots': { ...SLOTS, name: 'Support page slot |||| Support page slots' },
    },
};
