import { placeholderUrl } from '../staticFiles';
import { gstinCheck } from '../../../base/gstin';
import { luhnDigit } from '../../../base/imei';
import type { Faker } from '@faker-js/faker';
import type { Random } from '../random';
import type { Sample } from '../../../resources/kit/seed';
import { domainSample, isDomainSample, type SampleContext } from './domainSamples';
import { isStoreSpecSample, storeSpecSample } from './storeSpecSamples';
import { isRankingSample, rankingSample } from './rankingSamples';
import { isMessagingSample, messagingSample } from './messagingSamples';
import { isServiceSiteSample, serviceSiteSample } from './serviceSiteSamples';
import { isModerationSample, moderationSample } from './moderationSamples';
import { isServiceRequestSample, serviceRequestSample } from './serviceRequestSamples';
import { cmsSample, isCmsSample } from './cmsSamples';
import { afterSalesSample, isAfterSalesSample } from './afterSalesSamples';
import { isSupportPageSample, supportPageSample } from './supportPageSamples';
import { appSample, isAppSample } from './appSamples';
import { appContentSample, isAppContentSample } from './appContentSamples';
import { appV2Sample, isAppV2Sample } from './appV2Samples';

/**
 * One faker locale per demo site (people, places and companies of that market): each a module of its own, loaded
 * together in the background as the mock starts (`loadFakers`), so the sign-in page does not wait for them.
 */
const LOCALES: Readonly<Record<string, () => Promise<{ faker: Faker }>>> = {
    in: () => import('@faker-js/faker/locale/en_IN'),
    id: () => import('@faker-js/faker/locale/id_ID'),
    cn: () => import('@faker-js/faker/locale/zh_CN'),
    eu: () => import('@faker-js/faker/locale/de'),
    es: () => import('@faker-js/faker/locale/es'),
    it: () => import('@faker-js/faker/locale/it'),
    fr: () => import('@faker-js/faker/locale/fr'),
    uk: () => import('@faker-js/faker/locale/en_GB'),
    tr: () => import('@faker-js/faker/locale/tr'),
};

const loaded = new Map<string, Faker>();
let loading: Promise<void> | undefined;

export const loadFakers = (): Promise<void> =>
    (loading ??= Promise.all(Object.entries(LOCALES).map(async ([site, load]) => loaded.set(site, (await load()).faker))).then(() => undefined));

/** The site's faker, seeded: generation is synchronous, so one shared instance per locale is enough. */
export const fakerFor = (siteCode: string | undefined, seed: number): Faker => {
    const faker = loaded.get(siteCode ?? 'in') ?? loaded.get('in');
    if (!faker) throw new Error('The mock generated data before its faker locales loaded (await loadFakers())');
    faker.seed(seed);
    return faker;
};

const SERIES = ['Nova', 'Vega', 'Orion', 'Astra', 'Zen', 'Pulse', 'Nexa', 'Aero'];
const SUFFIXES = ['', ' Pro', ' Pro+', ' Lite', ' 5G', ' Ultra', ' Neo'];
const COLOURS = ['Midnight Black', 'Ocean Blue', 'Aurora Green', 'Pearl White', 'Sunset Orange', 'Lavender Purple', 'Titan Grey'];
const MEMORIES = ['4GB+64GB', '6GB+128GB', '8GB+128GB', '8GB+256GB', '12GB+256GB', '12GB+512GB'];
const CATEGORIES = ['Smartphones', 'Tablets', 'Audio', 'Wearables', 'Chargers', 'Cables', 'Cases', 'Smart home', 'Laptops', 'Power banks'];
const COURIERS = ['Delhivery', 'Blue Dart', 'Ecom Express', 'XpressBees', 'DTDC', 'Shadowfax', 'Ekart'];
/** GST state codes (first two characters of a GSTIN) of the states with the most e-commerce warehouses. */
const GST_STATE_CODES = ['07', '09', '19', '24', '27', '29', '33', '36'];
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The Luhn check digit of a digit string (IMEIs end with one; base/imei.ts: the one the validators use). */
export { luhnDigit };

/** The GS1 check digit of a GTIN-13 body (12 digits). */
export const gtinDigit = (body: string): number => {
    const sum = [...body].reduce((total, char, index) => total + Number(char) * (index % 2 === 0 ? 1 : 3), 0);
    return (10 - (sum % 10)) % 10;
};

/** The GSTIN check character (base/gstin.ts: the one the validators use). */
export { gstinCheck };

const letters = (random: Random, count: number) => Array.from({ length: count }, () => random.pick([...LETTERS])).join('');

export const phoneModel = (random: Random) => `${random.pick(SERIES)} ${random.int(10, 60)}${random.pick(SUFFIXES)}`;

/**
 * A value for a sample kind; `index` keeps codes unique within a collection. The kinds that read the record's
 * place among its site's rows, its earlier fields or other collections need `context` (domainSamples.ts).
 */
export const sampleValue = (sample: Sample, random: Random, faker: Faker, index: number, prefix: string, context?: SampleContext): unknown => {
    if (isStoreSpecSample(sample)) {
        return storeSpecSample(sample, random, faker, index, context ?? { local: index, row: {}, idsOf: () => [], rowsOf: () => [] });
    }
    if (isServiceSiteSample(sample)) {
        return serviceSiteSample(sample, context ?? { local: index, row: {}, idsOf: () => [], rowsOf: () => [] });
    }
    if (isCmsSample(sample)) {
        return cmsSample(sample, random, context ?? { local: index, row: {}, idsOf: () => [], rowsOf: () => [] });
    }
    if (isRankingSample(sample)) {
        return rankingSample(sample, random, context ?? { local: index, row: {}, idsOf: () => [], rowsOf: () => [] });
    }
    if (isServiceRequestSample(sample)) {
        return serviceRequestSample(sample, random, context ?? { local: index, row: {}, idsOf: () => [], rowsOf: () => [] });
    }
    if (isAfterSalesSample(sample)) {
        return afterSalesSample(sample, random, context ?? { local: index, row: {}, idsOf: () => [], rowsOf: () => [] });
    }
    if (isSupportPageSample(sample)) {
        return supportPageSample(sample, random, context ?? { local: index, row: {}, idsOf: () => [], rowsOf: () => [] });
    }
    if (isModerationSample(sample)) {
        return moderationSample(sample, random, context ?? { local: index, row: {}, idsOf: () => [], rowsOf: () => [] });
    }
    if (isMessagingSample(sample)) {
        return messagingSample(sample, random, context ?? { local: index, row: {}, idsOf: () => [], rowsOf: () => [] });
    }
    if (isAppSample(sample)) {
        return appSample(sample, random, index, context ?? { local: index, row: {}, idsOf: () => [], rowsOf: () => [] });
    }
    if (isAppV2Sample(sample)) {
        return appV2Sample(sample, random, context ?? { local: index, row: {}, idsOf: () => [], rowsOf: () => [] });
    }
    if (isAppContentSample(sample)) {
        return appContentSample(sample, random, context ?? { local: index, row: {}, idsOf: () => [], rowsOf: () => [] });
    }
    if (isDomainSample(sample)) {
        return domainSample(sample, random, faker, index, prefix, context ?? { local: index, row: {}, idsOf: () => [], rowsOf: () => [] });
    }
    switch (sample) {
        case 'spuName':
            return phoneModel(random);
        case 'skuName':
            return `${phoneModel(random)} ${random.pick(COLOURS)} ${random.pick(MEMORIES)}`;
        case 'colour':
            return random.pick(COLOURS);
        case 'memory':
            return random.pick(MEMORIES);
        case 'series':
            return `${random.pick(SERIES)} series`;
        case 'category':
            return CATEGORIES[index % CATEGORIES.length];
        case 'modelCode':
            return `${letters(random, 1)}${random.digits(4)}${letters(random, 1)}`;
        case 'code':
            return `${prefix}${String(index + 1).padStart(6, '0')}`;
        case 'gtin': {
            const body = `89${random.digits(10)}`;
            return `${body}${gtinDigit(body)}`;
        }
        case 'imei': {
            const body = `35${random.digits(12)}`;
            return `${body}${luhnDigit(body)}`;
        }
        case 'pincode':
            return `${random.int(1, 8)}${random.digits(5)}`;
        case 'gstin': {
            const body = `${random.pick(GST_STATE_CODES)}${letters(random, 5)}${random.digits(4)}${letters(random, 1)}${random.int(1, 9)}Z`;
            return `${body}${gstinCheck(body)}`;
        }
        case 'hsn':
            return `8517${random.digits(4)}`;
        case 'state':
            return faker.location.state();
        case 'city':
            return faker.location.city();
        case 'district':
            return faker.location.county();
        case 'address':
            return faker.location.streetAddress();
        case 'company':
            return faker.company.name();
        case 'person':
            return faker.person.fullName();
        case 'phone':
            return faker.phone.number();
        case 'email':
            return faker.internet.email().toLowerCase();
        case 'courier':
            return random.pick(COURIERS);
        case 'url':
            return `https://cdn.example.com/${prefix.toLowerCase()}/${index + 1}`;
        case 'imageUrl':
            return placeholderImage(`${prefix}${index + 1}`, index);
        default:
            return faker.lorem.sentence({ min: 4, max: 10 });
    }
};

/** A seeded picture: a small SVG with its label, served by the mock (no network beyond it, a colour per record). */
export const placeholderImage = (label: string, index: number): string => placeholderUrl(label, (index * 47) % 360);
