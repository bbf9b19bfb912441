import type { ResourceSeed } from '../kit/seed';

/** What the mock seeds content labels with: the topics buyers write about, each once per site. The app never imports it. */
export const seed: ResourceSeed = {
    count: 13,
    fields: {
        title: { sample: 'labelTitle' },
        titleZh: { sample: 'labelTitleZh' },
        labelType: { sample: 'labelType' },
        sort: { sample: 'sequence' },
        status: { examples: ['enabled', 'enabled', 'enabled', 'disabled'] },
    },
};
