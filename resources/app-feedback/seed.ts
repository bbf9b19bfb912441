import type { ResourceSeed } from '../kit/seed';

/** What app users write, from the brand's phones; about half of it answered (mock-server/db/kit/appSamples.ts). */
export const seed: ResourceSeed = {
    count: 40,
    fields: {
        feedbackId: { sample: 'feedbackNo' },
        userId: { sample: 'appUserId' },
        content: {
            examples: [
                'The app freezes when I open the cart with more than 5 items.',
                'Please add a dark mode for the order list.',
                'UPI payment failed twice but the money was debited.',
                'Could you show the repair status on the home screen?',
                'Notifications arrive hours late on my phone.',
                'The exchange price shown changed at checkout.',
                'Love the new design! Please add a wishlist share button.',
                'Cannot log in with OTP, the SMS never comes.',
            ],
        },
        appVersion: { examples: ['6.0.0', '5.3.2', '5.2.1', '5.1.0', '5.0.2'] },
        deviceModel: { sample: 'spuName' },
        osVersion: { examples: ['Android 15', 'Android 14', 'Android 13', 'iOS 18.1', 'iOS 17.6'] },
        status: { sample: 'feedbackStatus' },
        reply: { sample: 'feedbackReply' },
        updateTime: { sample: 'updatedAfterCreate' },
    },
};
