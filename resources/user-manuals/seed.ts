import type { ResourceSeed } from '../kit/seed';

/** What the mock seeds user manuals with: each model's manual in the site's language, some in English too. */
export const seed: ResourceSeed = {
    count: 20,
    fields: {
        modelId: { sample: 'manualModel' },
        language: { sample: 'siteLanguage' },
        title: { sample: 'manualTitle' },
        version: { sample: 'manualVersion' },
        file: { sample: 'manualFile' },
    },
};
