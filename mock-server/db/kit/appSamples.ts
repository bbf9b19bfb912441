import { DAY_MS, SEED_NOW, type Random } from '../random';
import type { Sample } from '../../../resources/kit/seed';
import type { SampleContext } from './domainSamples';
import { placeholderImage } from './samples';
import { AD_POSITIONS } from '../../../resources/app-ads/rules';
import { PAY_METHODS } from '../../../resources/orders/model';

/**
 * Seed values of the app's operations (/app: versions, ads, the announcement bar, feedback, pay tags, custom pages,
 * the URL whitelist). Read from the row's place among its site's rows, so they agree with each other: versions
 * rise with their codes, each slot's time windows follow one another without overlapping (the mock refuses
 * overlaps), and the whitelist holds the brand's domains every seeded H5 link is on.
 */
const APP_SAMPLES = [
    'appPlatform',
    'appVersionName',
    'appVersionCode',
    'appMinVersion',
    'appUpdateType',
    'appGrayPercentage',
    'appDownloadUrl',
    'appReleaseTime',
    'appVersionStatus',
    'adSlot',
    'adStart',
    'payTagMethod',
    'payTagStart',
    'broadcastPages',
    'broadcastStart',
    'slotEnd',
    'feedbackNo',
    'appUserId',
    'feedbackStatus',
    'feedbackReply',
    'campaignName',
    'campaignPath',
    'pageComponents',
    'pageStatus',
    'pagePublishTime',
    'whitelistPattern',
    'whitelistType',
    'whitelistRemark',
    'whitelistStatus',
] as const satisfies readonly Sample[];

export type AppSample = (typeof APP_SAMPLES)[number];

export const isAppSample = (sample: Sample): sample is AppSample => (APP_SAMPLES as readonly string[]).includes(sample);

const hourOf = (time: number) => `${new Date(time).toISOString().slice(0, 13)}:00:00.000Z`;

/** Versions per platform: the k-th of a platform (rows alternate android, ios). */
const versionIndex = (local: number) => Math.floor(local / 2);
const VERSIONS = 8;
const versionParts = (k: number): [number, number, number] => [4 + Math.floor((k + 2) / 4), (k + 2) % 4, k % 3];
const versionName = (k: number) => versionParts(k).join('.');
/** Draft the newest, released the four before it (the last of them live), the oldest taken offline. */
const versionStatus = (k: number) => (k === VERSIONS - 1 ? 'draft' : k >= 3 ? 'released' : 'offline');
const isForce = (k: number) => k % 3 === 2;

/** Slots of one kind take turns in windows 20 days apart, each shorter than 20 days: never two at once. */
const ROUND_DAYS = 20;
const roundStart = (round: number, firstRound: number) => hourOf(SEED_NOW + (round + firstRound) * ROUND_DAYS * DAY_MS);

/** The announcement bar's page sets: no two sets share a page, so each set's windows take turns. */
const PAGE_SETS: readonly (readonly string[])[] = [['home'], ['product_detail', 'cart'], ['me', 'order_list', 'support']];

const REPLIES = [
    'Thank you for telling us. The fix is in version 5.3, rolling out this week.',
    'Thanks for the idea: we have passed it to the product team.',
    'Sorry for the trouble. Please update to the latest version and clear the app cache; write again if it persists.',
    'Thanks! Dark mode for the order list is planned for the next release.',
];

const CAMPAIGNS: readonly (readonly [string, string])[] = [
    ['Diwali Dhamaka Sale', 'diwali-sale'],
    ['Nova 50 launch', 'nova-50-launch'],
    ['Back to campus', 'student/back-to-campus'],
    ['Exchange carnival', 'exchange-carnival'],
    ['Republic Day offers', 'republic-day'],
    ['Audio week', 'audio-week'],
    ['Wearables fest', 'wearables-fest'],
    ['Year-end clearance', 'year-end'],
    ['Fans festival', 'fans-festival'],
    ['Smart home days', 'smart-home-days'],
];

/** The site's whitelist: [pattern, type, remark, enabled]. The first entry covers every seeded H5 link (www.example.com). */
const WHITELIST: readonly (readonly [string, 'domain' | 'exact_url', string, boolean])[] = [
    ['example.com', 'domain', 'Brand website, store and campaign pages', true],
    ['example.in', 'domain', 'Brand website (India)', true],
    ['cdn.example.net', 'domain', 'Static pages on the CDN', true],
    ['razorpay.com', 'domain', 'Payment gateway pages', true],
    ['https://play.google.com/store/apps/details?id=com.example.store', 'exact_url', 'Store listing (Android)', true],
    ['https://apps.apple.com/in/app/example-store/id1459283145', 'exact_url', 'Store listing (iOS)', true],
    ['youtube.com', 'domain', 'Launch videos', true],
    ['old-campaign.example.org', 'domain', 'Retired campaign site', false],
];

const componentsOf = (random: Random, local: number) => {
    const spus = ['10021', '10034', '10057', '10062'];
    const all = [
        { type: 'banner', image: placeholderImage(`Campaign ${local + 1}`, local), link: '/campaign' },
        { type: 'countdown', endTime: hourOf(SEED_NOW + random.int(5, 40) * DAY_MS) },
        { type: 'coupon', couponCode: `CAMP${String(local + 1).padStart(2, '0')}OFF` },
        { type: 'product_list', title: 'Top picks', spuIds: spus.slice(0, random.int(2, 4)) },
        { type: 'rich_text', html: '<p>Offer valid while stocks last. Bank offers apply on the final price.</p>' },
    ];
    return all.filter((_, index) => index === 0 || index === 3 || random.bool(0.5));
};

export const appSample = (sample: AppSample, random: Random, index: number, context: SampleContext): unknown => {
    const { local, row } = context;
    const k = versionIndex(local) % VERSIONS;
    switch (sample) {
        case 'appPlatform':
            return local % 2 === 0 ? 'android' : 'ios';
        case 'appVersionName':
            return versionName(k);
        case 'appVersionCode': {
            const [major, minor, patch] = versionParts(k);
            return major * 10_000 + minor * 100 + patch;
        }
        case 'appMinVersion':
            return versionName(Math.max(0, k - 3));
        case 'appUpdateType':
            return isForce(k) ? 'force' : 'optional';
        case 'appGrayPercentage':
            return isForce(k) ? 100 : versionStatus(k) === 'draft' ? 10 : k === VERSIONS - 2 ? 50 : 100;
        case 'appDownloadUrl':
            return row.platform === 'ios'
                ? 'https://apps.apple.com/in/app/example-store/id1459283145'
                : `https://cdn.example.net/app/example-store-${versionName(k)}.apk`;
        case 'appReleaseTime':
            return versionStatus(k) === 'draft' ? null : hourOf(SEED_NOW - (VERSIONS - 1 - k) * 35 * DAY_MS);
        case 'appVersionStatus':
            return versionStatus(k);
        case 'adSlot':
            return AD_POSITIONS[local % AD_POSITIONS.length];
        case 'adStart':
            return roundStart(Math.floor(local / AD_POSITIONS.length), -1);
        case 'payTagMethod':
            return PAY_METHODS[local % PAY_METHODS.length];
        case 'payTagStart':
            return roundStart(Math.floor(local / PAY_METHODS.length), 0);
        case 'broadcastPages':
            return [...PAGE_SETS[local % PAGE_SETS.length]];
        case 'broadcastStart':
            return roundStart(Math.floor(local / PAGE_SETS.length), -1);
        case 'slotEnd': {
            const start = Date.parse(String(row.startTime ?? ''));
            return hourOf((Number.isFinite(start) ? start : SEED_NOW) + random.int(10, ROUND_DAYS - 1) * DAY_MS);
        }
        case 'feedbackNo':
            return 2_300_000 + index * 7 + random.int(0, 6);
        case 'appUserId':
            return String(random.int(10_000_000, 99_999_999));
        case 'feedbackStatus':
            return random.bool(0.45) ? 'processed' : 'new';
        case 'feedbackReply':
            return row.status === 'processed' ? random.pick(REPLIES) : '';
        case 'campaignName':
            return CAMPAIGNS[local % CAMPAIGNS.length][0];
        case 'campaignPath':
            return `/campaign/${CAMPAIGNS[local % CAMPAIGNS.length][1]}${local >= CAMPAIGNS.length ? `-${local + 1}` : ''}`;
        case 'pageComponents':
            return componentsOf(random, local);
        case 'pageStatus':
            return local % 4 === 0 ? 'draft' : local % 4 === 3 ? 'offline' : 'online';
        case 'pagePublishTime':
            return row.status === 'draft' ? null : hourOf(SEED_NOW - random.int(5, 90) * DAY_MS);
        case 'whitelistPattern':
            return WHITELIST[local % WHITELIST.length][0];
        case 'whitelistType':
            return WHITELIST[local % WHITELIST.length][1];
        case 'whitelistRemark':
            return WHITELIST[local % WHITELIST.length][2];
        case 'whitelistStatus':
            return WHITELIST[local % WHITELIST.length][3] ? 'enabled' : 'disabled';
    }
};
