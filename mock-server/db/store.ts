import { Collection, type Row } from './collection';
import { createRandom } from './random';
import { seedAdminUsers, type AdminUserRow } from './adminUsers';
import { seedOrders } from './seed/orders';
import { seedCouponTemplates } from './seed/couponTemplates';
import { seedAsyncTasks } from './seed/asyncTasks';
import { seedTemplateRows } from './seed/templateRows';

/** The fixed seed: the same demo data on every start. */
export const SEED = 20261122;

/**
 * A REST collection of the ra-data-simple-rest contract: its name is the URL segment, `codes` the resource codes
 * any of which opens it (the screens that use it), `siteScoped` rows belong to the request's site, and
 * `dataTypeScoped` rows are split between live (0) and test (1) data by the dataType header.
 */
export interface CollectionDefinition {
    name: string;
    codes: readonly string[];
    siteScoped?: boolean;
    dataTypeScoped?: boolean;
    seed: (random: ReturnType<typeof createRandom>) => Row[];
}

export const COLLECTIONS: readonly CollectionDefinition[] = [
    {
        name: 'orders',
        codes: ['orders:index', 'orders:modify', 'orders:orderDetail/id', 'orders:modifyDetail/id', 'orders:Statistics'],
        siteScoped: true,
        dataTypeScoped: true,
        seed: seedOrders,
    },
    {
        name: 'coupon-templates',
        codes: ['prize:template', 'prize:template/add', 'prize:template/edit'],
        siteScoped: true,
        seed: seedCouponTemplates,
    },
    // The task centre belongs to every signed-in user (a fixed route with no code).
    { name: 'async-tasks', codes: [], siteScoped: true, seed: seedAsyncTasks },
    // The developer template of the standard list page (/template/table): a fixed route, any signed-in user.
    { name: 'template-rows', codes: [], siteScoped: true, seed: seedTemplateRows },
];

export interface MockDb {
    users: Collection<AdminUserRow>;
    collections: Map<string, Collection>;
    /** token → account */
    sessions: Map<string, string>;
    /** Page views the analytics tracker reported (visible to tests). */
    pageViews: { siteCode: string; path: string; time: string }[];
}

/** A stable per-collection seed, so adding a collection does not reshuffle the others' data. */
const hashName = (name: string) => [...name].reduce((hash, char) => (Math.imul(hash, 31) + char.charCodeAt(0)) >>> 0, 7);

const build = (): MockDb => {
    const random = createRandom(SEED);
    const users = new Collection<AdminUserRow>(seedAdminUsers(random));
    const collections = new Map<string, Collection>(
        COLLECTIONS.map(definition => [definition.name, new Collection(definition.seed(createRandom(SEED ^ hashName(definition.name))))]),
    );
    return { users, collections, sessions: new Map(), pageViews: [] };
};

export let db: MockDb = build();

/** Back to the seeded state (tests call it between cases). */
export const resetDb = (): void => {
    db = build();
};

export const collectionDefinition = (name: string) => COLLECTIONS.find(definition => definition.name === name);
