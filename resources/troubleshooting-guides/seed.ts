import type { ResourceSeed } from '../kit/seed';

/** What the mock needs to seed troubleshooting-guides: common symptoms and the steps to try. The app never imports it. */
export const seed: ResourceSeed = {
    count: 10,
    fields: {
        category: { sample: 'troubleCategory' },
        question: { sample: 'troubleSymptom' },
        answer: { sample: 'troubleSteps' },
        language: { sample: 'siteLanguage' },
        sort: { sample: 'sequence' },
    },
};
