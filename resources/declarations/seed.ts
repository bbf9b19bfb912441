import type { ResourceSeed } from '../kit/seed';

/** What the mock seeds declarations with: the notices a phone brand's service site carries. */
export const seed: ResourceSeed = {
    count: 8,
    fields: {
        title: { sample: 'declarationTitle' },
        declarationType: { sample: 'declarationType' },
        content: { sample: 'declarationContent' },
        file: { sample: 'declarationFile' },
        sort: { sample: 'sequence' },
    },
};
