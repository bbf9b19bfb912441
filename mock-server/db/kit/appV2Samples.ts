import type { Random } from '../random';
import { DAY_MS, SEED_NOW } from '../random';
import type { Sample } from '../../../resources/kit/seed';
import type { SampleContext } from './domainSamples';
import { placeholderImage } from './samples';

/**
 * Seed values of the app's V2 screens (resources/app-home-pages, app-categories-v2), seeded on the V2 sites only
 * (tr): the home page versions as one table whose windows and states agree with the version rules — on each
 * platform the online versions take turns (one live now on Android and one on iOS, a Black Friday version coming),
 * two are offline, and of the three drafts one may go online as it is (New Year) while one overlaps the live iOS
 * version (Ramadan: putting it online is refused); each version's modules in the V1 module's shape; the V2 category
 * pages a category once a version.
 */
const APP_V2_SAMPLES = [
    'homeVersionPageId',
    'homeVersionName',
    'homeVersionPlatform',
    'homeVersionMinApp',
    'homeVersionStart',
    'homeVersionEnd',
    'homeVersionStatus',
    'homeVersionModules',
    'categoryV2Version',
    'categoryV2Category',
    'categoryV2Layout',
] as const satisfies readonly Sample[];

export type AppV2Sample = (typeof APP_V2_SAMPLES)[number];

export const isAppV2Sample = (sample: Sample): sample is AppV2Sample => (APP_V2_SAMPLES as readonly string[]).includes(sample);

/** [page id, name, platform, minimum app version, start (days from the seed's day), length in days, status] */
const VERSIONS: readonly (readonly [number, string, 'android' | 'ios' | 'all', string, number, number, 'draft' | 'online' | 'offline'])[] = [
    [1001, 'Summer home', 'all', '5.0.0', -150, 60, 'offline'],
    [1001, 'Back to school home', 'all', '5.0.0', -90, 60, 'offline'],
    [1001, 'Autumn home (Android)', 'android', '5.1.0', -30, 90, 'online'],
    [1001, 'Autumn home (iOS)', 'ios', '5.1.0', -30, 90, 'online'],
    [1002, 'Black Friday home', 'android', '5.2.0', 60, 14, 'online'],
    [1001, 'New Year home', 'all', '5.2.0', 90, 30, 'draft'],
    [1002, 'Ramadan home (iOS)', 'ios', '5.2.0', 0, 30, 'draft'],
    [1002, 'Nova 50 launch home', 'android', '5.3.0', 125, 20, 'draft'],
];

const hourOf = (time: number) => `${new Date(time).toISOString().slice(0, 13)}:00:00.000Z`;
const versionAt = (local: number) => VERSIONS[local % VERSIONS.length];
const startOf = (local: number) => SEED_NOW + versionAt(local)[4] * DAY_MS;

const FLOORS = ['Phones', 'Earbuds and audio', 'Wearables', 'Tablets'];
const VIDEOS = ['https://www.example.com/videos/nova-40-pro-film.mp4', 'https://www.example.com/videos/camera-masterclass.mp4'];

/** A version's modules: a banner to a campaign page, quick entries, a product floor of the site's SPUs, a video, a live module when the site streams. */
const modulesOf = (random: Random, local: number, context: SampleContext) => {
    const name = versionAt(local)[1];
    const spus = context.idsOf('spu');
    const streams = context.idsOf('live-streams');
    const none = { jumpType: 'none' };
    const modules: Record<string, unknown>[] = [
        { title: name, moduleType: 'banner', image: placeholderImage(name, local), jumpType: 'h5', jumpUrl: 'https://www.example.com/tr/kampanya' },
        { title: 'Quick entries', moduleType: 'quick_entry', image: placeholderImage(`Entries ${local + 1}`, local + 3), ...none },
    ];
    if (spus.length) {
        const first = random.int(0, Math.max(0, spus.length - 1));
        const ids = Array.from({ length: Math.min(spus.length, random.int(3, 6)) }, (_, index) => spus[(first + index) % spus.length]);
        modules.push({ title: FLOORS[local % FLOORS.length], moduleType: 'product_floor', subtitle: 'Free delivery on every order', spuIds: ids, ...none });
    }
    if (local % 2 === 0) modules.push({ title: 'Camera film', moduleType: 'video', videoUrl: VIDEOS[local % VIDEOS.length], ...none });
    if (streams.length && local % 3 === 0) modules.push({ title: 'Live: weekend deals', moduleType: 'live', liveStreamId: streams[local % streams.length], ...none });
    return modules;
};

export const appV2Sample = (sample: AppV2Sample, random: Random, context: SampleContext): unknown => {
    const { local } = context;
    const version = versionAt(local);
    switch (sample) {
        case 'homeVersionPageId':
            return version[0];
        case 'homeVersionName':
            return version[1];
        case 'homeVersionPlatform':
            return version[2];
        case 'homeVersionMinApp':
            return version[3];
        case 'homeVersionStart':
            return hourOf(startOf(local));
        case 'homeVersionEnd':
            return hourOf(startOf(local) + version[5] * DAY_MS);
        case 'homeVersionStatus':
            return version[6];
        case 'homeVersionModules':
            return modulesOf(random, local, context);
        case 'categoryV2Version': {
            // The versions in turn: each has one category page of each category below.
            const versions = context.idsOf('app-home-pages');
            return versions.length ? versions[local % versions.length] : null;
        }
        case 'categoryV2Category': {
            const versions = Math.max(1, context.idsOf('app-home-pages').length);
            const categories = context.idsOf('categories');
            return categories.length ? categories[Math.floor(local / versions) % categories.length] : null;
        }
        case 'categoryV2Layout': {
            // A grid shows whole rows: the layout follows the page's SPUs (its layout rule).
            const spus = Array.isArray(context.row.spuIds) ? context.row.spuIds.length : 0;
            if (spus > 0 && spus % 2 === 0) return context.row.banner ? 'banner_grid' : 'grid_2';
            return spus > 0 && spus % 3 === 0 ? 'grid_3' : 'list';
        }
    }
};
