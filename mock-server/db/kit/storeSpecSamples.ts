import type { Faker } from '@faker-js/faker';
import type { Random } from '../random';
import type { Sample } from '../../../resources/kit/seed';
import type { SampleContext } from './domainSamples';
import { placeholderImage } from './samples';

/**
 * Seed values of the store addresses, the support tab's picture modules and the spec comparisons: stores placed
 * inside their market, picture counts that fill their layout's rows, one comparison per SPU with real-looking specs.
 */
const STORE_SPEC_SAMPLES = ['storeName', 'storeLongitude', 'storeLatitude', 'pictureRows', 'uniqueSpu', 'keySpecs', 'detailedSpecs'] as const satisfies readonly Sample[];

export type StoreSpecSample = (typeof STORE_SPEC_SAMPLES)[number];

export const isStoreSpecSample = (sample: Sample): sample is StoreSpecSample => (STORE_SPEC_SAMPLES as readonly string[]).includes(sample);

/** Each market's mainland as a box of [west, east] longitude and [south, north] latitude. */
const SITE_BOXES: Readonly<Record<string, { longitude: [number, number]; latitude: [number, number] }>> = {
    in: { longitude: [73, 88], latitude: [9, 30] },
    id: { longitude: [101, 115], latitude: [-8, 1] },
    cn: { longitude: [103, 121], latitude: [22, 40] },
    eu: { longitude: [6, 14], latitude: [48, 54] },
    es: { longitude: [-8, 2], latitude: [37, 43] },
    it: { longitude: [8, 16], latitude: [38, 45] },
    fr: { longitude: [-1, 7], latitude: [43, 49] },
    uk: { longitude: [-5, 1], latitude: [50, 55] },
    tr: { longitude: [27, 41], latitude: [37, 41] },
};

const STORE_KINDS = ['Experience Store', 'Brand Store', 'Service Point', 'Store'];

/** Four decimals: about ten metres, what a store locator pins. */
const coordinate = (random: Random, [low, high]: [number, number]) => Math.round((low + (random.int(0, 10_000) / 10_000) * (high - low)) * 10_000) / 10_000;

/** What a phone's comparison sheet lists: [category, name, values to draw from]. */
const KEY_SPECS: readonly (readonly [string, string, readonly string[]])[] = [
    ['Performance', 'Processor', ['Octa-core 2.8 GHz', 'Octa-core 3.2 GHz', 'Octa-core 2.4 GHz']],
    ['Display', 'Screen', ['6.67" AMOLED 120 Hz', '6.78" LTPO 144 Hz', '6.5" LCD 90 Hz']],
    ['Camera', 'Rear camera', ['50 MP + 8 MP + 2 MP', '108 MP + 12 MP', '200 MP + 50 MP + 12 MP']],
    ['Battery', 'Battery', ['5000 mAh, 67 W', '5500 mAh, 120 W', '4600 mAh, 33 W']],
];

const DETAILED_SPECS: readonly (readonly [string, string, readonly string[]])[] = [
    ['Memory', 'RAM', ['8 GB', '12 GB', '16 GB']],
    ['Memory', 'Storage', ['128 GB', '256 GB', '512 GB']],
    ['Display', 'Peak brightness', ['1200 nits', '1800 nits', '3000 nits']],
    ['Camera', 'Front camera', ['16 MP', '32 MP', '50 MP']],
    ['Connectivity', 'Network', ['5G SA/NSA', '4G LTE']],
    ['Connectivity', 'Wi-Fi', ['Wi-Fi 6', 'Wi-Fi 7']],
    ['Body', 'Weight', ['186 g', '199 g', '205 g']],
    ['Body', 'Water resistance', ['IP54', 'IP68']],
];

const specsOf = (random: Random, table: typeof KEY_SPECS, prefix: string) =>
    table.map(([category, name, values], index) => ({
        category,
        name,
        value: random.pick(values),
        ranking: index + 1,
        icon: prefix === 'key' ? placeholderImage(category.slice(0, 3), index) : '',
        // A detailed spec now and then is kept out of the comparison.
        displayStatus: prefix === 'key' || random.bool(0.85) ? 'display' : 'hide',
    }));

export const storeSpecSample = (sample: StoreSpecSample, random: Random, faker: Faker, index: number, context: SampleContext): unknown => {
    const box = SITE_BOXES[context.siteCode ?? 'in'] ?? SITE_BOXES.in;
    switch (sample) {
        case 'storeName':
            // Named after its street and numbered: two stores of a market never share a name.
            return `${faker.location.street()} ${random.pick(STORE_KINDS)} ${context.local + 1}`;
        case 'storeLongitude':
            return coordinate(random, box.longitude);
        case 'storeLatitude':
            return coordinate(random, box.latitude);
        case 'pictureRows': {
            // One or two full rows of the layout chosen before (4 or 2 pictures a row): always a multiple of 2.
            const perRow = context.row.layout === 'four_per_row' ? 4 : 2;
            return Array.from({ length: perRow * random.int(1, 2) }, (_, picture) => placeholderImage(`${index + 1}.${picture + 1}`, index * 7 + picture));
        }
        case 'uniqueSpu': {
            // The market's SPUs in turn: one comparison sheet per SPU.
            const ids = context.idsOf('spu');
            return ids.length ? ids[context.local % ids.length] : null;
        }
        case 'keySpecs':
            return specsOf(random, KEY_SPECS, 'key');
        case 'detailedSpecs':
            return specsOf(random, DETAILED_SPECS, 'detailed');
    }
};
