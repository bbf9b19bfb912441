import type { ResourceSeed } from '../kit/seed';

/** What the mock seeds the live-chat entry with: one a site. */
export const seed: ResourceSeed = {
    count: 1,
    fields: {
        entryUrl: { examples: ['https://support.example.com/chat', 'https://brand.zendesk.com/hc/chat', 'https://chat.freshchat.com/brand'] },
        workingHours: { examples: ['09:00-21:00', '10:00-19:00', '08:00-22:00'] },
        offlineMessage: { examples: ['Our agents are offline. Leave a message and we will answer within one working day.'] },
        status: { examples: ['enabled'] },
    },
};
