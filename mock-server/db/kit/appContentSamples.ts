import type { Random } from '../random';
import type { Sample } from '../../../resources/kit/seed';
import type { SampleContext } from './domainSamples';

/**
 * Seed values of the app's content that only read right in order (resources/membership-levels, menu-tabs): the
 * membership levels from the entry level up, their growth thresholds rising with them (the levels' rule), and the
 * bottom tab bar's tabs as apps have them.
 */
const APP_CONTENT_SAMPLES = ['membershipLevelName', 'growthThreshold', 'tabName'] as const satisfies readonly Sample[];

export type AppContentSample = (typeof APP_CONTENT_SAMPLES)[number];

export const isAppContentSample = (sample: Sample): sample is AppContentSample => (APP_CONTENT_SAMPLES as readonly string[]).includes(sample);

const LEVELS: readonly (readonly [string, number])[] = [
    ['Silver', 0],
    ['Gold', 1_000],
    ['Platinum', 5_000],
    ['Diamond', 20_000],
    ['Black Diamond', 50_000],
];

const TABS = ['Home', 'Category', 'Discover', 'Cart', 'Me'];

export const appContentSample = (sample: AppContentSample, _random: Random, context: SampleContext): unknown => {
    const { local } = context;
    switch (sample) {
        case 'membershipLevelName':
            return LEVELS[local % LEVELS.length][0];
        case 'growthThreshold':
            // Past the table, each further level twice the last: still rising.
            return local < LEVELS.length ? LEVELS[local][1] : LEVELS.at(-1)![1] * 2 ** (local - LEVELS.length + 1);
        case 'tabName':
            return TABS[local % TABS.length];
    }
};
