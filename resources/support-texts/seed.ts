import type { ResourceSeed } from '../kit/seed';

/** What the mock seeds the support UI texts with: each key in each of the site's two languages. The app never imports it. */
export const seed: ResourceSeed = {
    count: 16,
    fields: {
        textKey: { sample: 'textKey' },
        module: { sample: 'textModule' },
        language: { sample: 'textLanguage' },
        text: { sample: 'textValue' },
    },
};
