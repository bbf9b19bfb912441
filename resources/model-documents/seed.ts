import type { ResourceSeed } from '../kit/seed';

/** What the mock seeds model documents with: each kind of document in the site's language. The app never imports it. */
export const seed: ResourceSeed = {
    count: 24,
    fields: {
        modelId: { sample: 'documentModel' },
        docType: { sample: 'documentType' },
        language: { sample: 'siteLanguage' },
        title: { sample: 'documentTitle' },
        version: { examples: ['1.0'] },
    },
};
