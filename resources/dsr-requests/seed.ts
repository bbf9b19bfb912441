import type { ResourceSeed } from '../kit/seed';

/** What the mock needs to seed data-subject requests. The app never imports it. */
export const seed: ResourceSeed = {
    count: 30,
    fields: {
        requestNo: { sample: 'code' },
        customerName: { sample: 'person' },
        email: { sample: 'email' },
        // No due date drawn: each is the default, 30 days after its submission (index.ts's derive).
        dueDate: { examples: [''] },
        handler: { sample: 'person' },
        remark: {
            examples: [
                'Identity confirmed by OTP on the registered mobile',
                'Order history exported and sent by e-mail',
                'Account and marketing profile deleted; invoices kept as tax law requires',
                'Awaiting a copy of ID from the customer',
                'Duplicate of an earlier request',
            ],
        },
    },
};
