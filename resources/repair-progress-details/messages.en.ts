import { repairRequestsEn } from '../repair-requests/messages.en';
import { stepSource } from './steps';

const STATES = repairRequestsEn.resources['repair-requests'].choices.status;

/** Repair-progress detail page texts (resources.repair-progress-details), in English: a step's label is named after the repair's state. */
export const repairProgressDetailsEn = {
    resources: {
        'repair-progress-details': {
            name: 'Repair progress detail page |||| Repair progress detail pages',
            fields: {
                title: 'Title',
                ...Object.fromEntries(Object.entries(STATES).map(([status, state]) => [stepSource(status), `Step: ${state}`])),
                showPromisedTime: 'Show the promised time',
                notes: 'Notes',
                contactText: 'Contact text',
                status: 'Status',
                updateTime: 'Update time',
            },
            choices: { status: { online: 'Online', offline: 'Offline' } },
            validation: { step_repeated: 'Another step already reads like this: give each state its own label' },
        },
    },
};
