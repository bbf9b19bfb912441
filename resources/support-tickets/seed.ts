import type { ResourceSeed } from '../kit/seed';

/** What the mock seeds "Email us" messages with: customers' questions in every state, some past their due time. The app never imports it. */
export const seed: ResourceSeed = {
    count: 30,
    fields: {
        ticketNo: { sample: 'code' },
        subject: {
            examples: [
                'Phone restarts by itself after the update',
                'Screen replacement price for my model',
                'Warranty claim refused at the service centre',
                'Order delivered without charger',
                'Battery drains overnight',
                'How do I unlock the bootloader?',
            ],
        },
        name: { sample: 'person' },
        email: { sample: 'email' },
        mobile: { examples: ['9876543210', '+6281234567890', '+8613812345678', '+4915112345678', '+447700900123', ''] },
        country: { examples: ['India', 'Indonesia', 'China', 'Germany', 'Spain', 'Italy', 'France', 'United Kingdom'] },
        imei: { sample: 'imei' },
        message: {
            examples: [
                'Since yesterday the phone restarts every few hours. I tried safe mode and it still happens. Please advise.',
                'I dropped my phone and the display is cracked. How much is a new screen and how long does it take?',
                'The centre says the liquid indicator is red but the phone never got wet. I want a second check.',
            ],
        },
        status: { sample: 'ticketStatus' },
        history: { sample: 'ticketHistory' },
        dueTime: { sample: 'ticketDueTime' },
        submitTime: { sample: 'historyStart' },
    },
};
