import type { ResourceSeed } from '../kit/seed';

/** What the mock seeds reservations with: bookings at the site's centres in every state, some past their due time. */
export const seed: ResourceSeed = {
    count: 30,
    fields: {
        reservationNo: { sample: 'code' },
        name: { sample: 'person' },
        mobile: { examples: ['9876543210', '9123456780', '9988776655', '8800112233', '7022334455', '9445566778'] },
        email: { sample: 'email' },
        imei: { sample: 'imei' },
        status: { sample: 'reservationStatus' },
        history: { sample: 'reservationHistory' },
        dueTime: { sample: 'reservationDueTime' },
        createTime: { sample: 'historyStart' },
        creator: { sample: 'person' },
    },
};
