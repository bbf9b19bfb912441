import type { ResourceSeed } from '../kit/seed';

/** What the mock seeds descriptions with: one text a position in the site's language, for every model. */
export const seed: ResourceSeed = {
    count: 6,
    fields: {
        position: { sample: 'descriptionPosition' },
        title: { sample: 'descriptionTitle' },
        content: { sample: 'descriptionContent' },
        modelIds: { sample: 'descriptionModels' },
        language: { sample: 'siteLanguage' },
        status: { sample: 'descriptionStatus' },
    },
};
