import type { ResourceSeed } from '../kit/seed';

/** What the mock needs to seed ranking-lists: how many rows, and realistic values by field. The app never imports it. */
export const seed: ResourceSeed = {
    count: 6,
    fields: {
        type: { sample: 'rankingListType' },
        listTitle: { examples: ['Best sellers this week', 'Trending phones', 'Top picks for you', 'Most loved audio', 'Hot this month', 'Editors\u2019 picks'] },
        pageTitle: { examples: ['Rankings', 'Top charts'] },
        productDetailsTitle: { examples: ['On the charts', 'Ranked in the top 10'] },
        backgroundColour: { examples: ['#FFF4E5', '#E8F1FF', '#F3E8FF'] },
        titleColour: { examples: ['#1A1A1A', '#B3261E', '#0B57D0'] },
        entries: { sample: 'rankingEntries' },
    },
};
