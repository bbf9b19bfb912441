import { Collection, type ListQuery, type ListResult, type Row } from './collection';
import { createRandom } from './random';
import { seedAdminUsers, type AdminUserRow } from './adminUsers';
import { drawOrdersAhead, listOrdersAhead, seedOrders } from './seed/orders';
import { seedCouponTemplates } from './seed/couponTemplates';
import { seedAsyncTasks } from './seed/asyncTasks';
import { seedTemplateRows } from './seed/templateRows';
import { screensOfResource } from '../../resources/kit/resourceBindings';
import { kitCollections, referencingCollections, seedKitCollection, type KitCollection } from './kit';
import { seedStaticFiles, type StoredBytes } from './staticFiles';
import { seedRoles } from './roles';
import { ORDER_LOGS, onRealOrders, seedOrderModifications, seedRefunds } from './seed/orderSiblings';
import { LEDGER_SEEDS } from './ledger';
import { RECONCILIATION_SEEDS } from './reconciliation';
import { computeProductChecks } from './productChecks';
import { POINTS_SEEDS } from './points';
import { AMBASSADOR_SEEDS } from './ambassadors';
import { SUBSIDY_SEEDS } from './subsidy';
import { COD_SEEDS } from './cod';
import { DATA_PLATFORM_SEEDS } from './dataPlatform';
import { BANK_OFFER_BINDING_SEEDS } from './bankOfferBindings';
import { BSP_PUSH_SEEDS } from './bspPushes';

/** The fixed seed: the same demo data on every start. */
export const SEED = 20261122;

/**
 * A REST collection of the ra-data-simple-rest contract: its name is the URL segment (and the react-admin
 * resource), `siteScoped` rows belong to the request's site, and `dataTypeScoped` rows are split between live (0)
 * and test (1) data by the dataType header. Who may call it is not written here: see `collectionCodes`.
 */
export interface CollectionDefinition {
    name: string;
    siteScoped?: boolean;
    dataTypeScoped?: boolean;
    /** The rows to start with; `rowsOf` reads (and so seeds first) a collection they reference. */
    seed: (random: ReturnType<typeof createRandom>, rowsOf: (name: string) => readonly Row[]) => Row[];
}

export const COLLECTIONS: readonly CollectionDefinition[] = [
    // The task centre (/async-task) and the developer template (/template/table) are fixed routes: any user.
    { name: 'async-tasks', siteScoped: true, seed: seedAsyncTasks },
    { name: 'template-rows', siteScoped: true, seed: seedTemplateRows },
];

/**
 * Kit resources whose rows must agree with each other beyond what a description can say (a stored file's name, type,
 * size and URL), seeded by hand with their seed's `count` rows.
 */
const HAND_SEEDED_KITS: Readonly<
    Record<string, (random: ReturnType<typeof createRandom>, kit: KitCollection, rowsOf: (name: string) => readonly Row[]) => Row[]>
> = {
    'static-files': (random, kit) => seedStaticFiles(random, kit.seed.count),
    // 105,000 orders whose lines, amounts and review flow agree, of the site's SKUs, warehouses and coupon templates.
    orders: (random, _kit, rowsOf) => seedOrders(random, rowsOf),
    // One role per role of the role table, with the codes it grants (the sign-on grants read them).
    roles: () => seedRoles(),
    // An R code names one SPU of the template's site: the templates are drawn after the SPUs.
    'coupon-templates': (random, kit, rowsOf) => seedCouponTemplates(random, kit.seed.count, rowsOf),
    // Refunds and address or contact changes are of real orders of their site, for what was paid and what the order holds.
    refunds: (random, kit, rowsOf) => seedRefunds(random, kit.seed.count, rowsOf('orders')),
    'order-modifications': (random, kit, rowsOf) => seedOrderModifications(random, kit.seed.count, rowsOf('orders')),
    // Transfers, the one stock ledger (shipped orders' outbound movements among them) and the figures summed from it.
    ...LEDGER_SEEDS,
    // The gateways' statement lines of the paid orders and refunds, and what the reconciliation computes from them.
    ...Object.fromEntries(Object.entries(RECONCILIATION_SEEDS).map(([name, seed]) => [name, (random, _kit, rowsOf) => seed(random, rowsOf)])),
    // The website's product check, computed from the site's product records.
    'product-checks': (_random, _kit, rowsOf) => computeProductChecks(rowsOf),
    // Loyalty points: the rules, the ledger, the reissues written to it and the accounts summed from it.
    ...Object.fromEntries(Object.entries(POINTS_SEEDS).map(([name, seed]) => [name, (random, _kit, rowsOf) => seed(random, rowsOf)])),
    // The ambassador programme: ambassadors with the referral records their totals are summed from, and the monthly report.
    ...Object.fromEntries(Object.entries(AMBASSADOR_SEEDS).map(([name, seed]) => [name, (_random, _kit, rowsOf) => seed(rowsOf)])),
    // China's trade-in subsidy: provinces, products, qualifications, the transactions of site cn's orders and their
    // claims, and the reconciliation and reminders computed from them.
    ...Object.fromEntries(Object.entries(SUBSIDY_SEEDS).map(([name, seed]) => [name, (_random, _kit, rowsOf) => seed(rowsOf)])),
    // An order's logs (failed orders, interface calls, TCS entries): generated from their description, on real orders.
    ...Object.fromEntries(
        ORDER_LOGS.map(name => [name, (_random, kit, rowsOf) => onRealOrders(name, seedKitCollection(kit, SEED ^ hashName(name), rowsOf), rowsOf('orders'))]),
    ),
    // Couriers' COD remittance lines of the delivered COD orders and the remittances summed from them; the data
    // platform's reports summed from the live sessions and the orders; past bank-offer batches of the offers' own SKUs;
    // the pushes to BSP of the months before the settlement window.
    ...Object.fromEntries(
        [COD_SEEDS, DATA_PLATFORM_SEEDS, BANK_OFFER_BINDING_SEEDS, BSP_PUSH_SEEDS].flatMap(seeds => Object.entries(seeds)).map(([name, seed]) => [name, (_random, _kit, rowsOf) => seed(rowsOf)]),
    ),
};

/** The hand-written collections, then every resource of the kit (resources/kit/registry.ts), seeded from its seed.ts. */
export const allDefinitions = (): CollectionDefinition[] => [
    ...COLLECTIONS,
    ...kitCollections().map(kit => ({
        name: kit.entry.collection,
        siteScoped: kit.entry.siteScoped,
        dataTypeScoped: kit.entry.dataTypeScoped,
        seed: (random: ReturnType<typeof createRandom>, rowsOf: (name: string) => readonly Row[]) =>
            HAND_SEEDED_KITS[kit.entry.collection]?.(random, kit, rowsOf) ?? seedKitCollection(kit, SEED ^ hashName(kit.entry.collection), rowsOf),
    })),
];

/**
 * The resource codes any one of which opens a collection: those of the screens built on it, from the app's own
 * table (resources/resourceBindings.ts), so the backend stand-in and the app's canAccess cannot disagree. An
 * empty list (fixed routes, code '') means any signed-in user.
 */
export const collectionCodes = (name: string): string[] =>
    screensOfResource(name)
        .map(route => route.code)
        .filter(Boolean);

/** Who may read a collection: its own screens' users, and those of screens whose records reference it (to pick one). */
export const collectionReadCodes = (name: string): string[] => {
    const own = collectionCodes(name);
    if (own.length === 0) return own;
    return [...new Set([...own, ...referencingCollections(name).flatMap(collectionCodes)])];
};

export interface MockDb {
    users: Collection<AdminUserRow>;
    collections: Map<string, Collection>;
    /** token → the session: its account, and when it last made a call (ms; it ends after the idle time). */
    sessions: Map<string, MockSession>;
    /** account → wrong passwords in a row, and until when (ms) the account is refused after too many. */
    signInFailures: Map<string, { count: number; lockedUntil: number }>;
    /** Page views the analytics tracker reported (visible to tests). */
    pageViews: { siteCode: string; path: string; time: string }[];
    /** The bytes of uploaded static files, by file id (the library's rows are the `static-files` collection). */
    files: Map<string, StoredBytes>;
}

/**
 * Where sessions outlive the store. In the browser the mock lives as long as the page, so a reload (which a site
 * switch does) would forget every token and sign the user out; worker/mockWorker.ts keeps them in local storage.
 * Data changes are not kept: a reload starts again from the seed.
 */
export interface MockSession {
    account: string;
    lastSeen: number;
}

export interface SessionPersistence {
    load(): [token: string, session: MockSession][];
    save(entries: [token: string, session: MockSession][]): void;
}

/** Kept entries in the shape this mock writes (an older page may hold `[token, account]` pairs: dropped). */
const keptSessions = (persistence: SessionPersistence): [string, MockSession][] => {
    const entries: unknown = persistence.load();
    return Array.isArray(entries)
        ? entries.filter((entry): entry is [string, MockSession] => Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1]?.account === 'string' && typeof entry[1]?.lastSeen === 'number')
        : [];
};

let sessionPersistence: SessionPersistence = { load: () => [], save: () => undefined };

export const persistSessionsWith = (persistence: SessionPersistence): void => {
    sessionPersistence = persistence;
    db.sessions = new Map(keptSessions(persistence));
};

export const saveSessions = (): void => sessionPersistence.save([...db.sessions.entries()]);

/**
 * Takes in the sessions other browser tabs have kept since this one started: each tab runs its own mock over the
 * shared cookie, so a token another tab issued (its sign-in, a rotation) reaches this one before its map knows it.
 */
export const takeInKeptSessions = (): void => {
    for (const [token, session] of keptSessions(sessionPersistence)) {
        const known = db.sessions.get(token);
        if (!known || known.lastSeen < session.lastSeen) db.sessions.set(token, session);
    }
};

/** A stable per-collection seed, so adding a collection does not reshuffle the others' data. */
const hashName = (name: string) => [...name].reduce((hash, char) => (Math.imul(hash, 31) + char.charCodeAt(0)) >>> 0, 7);

/** The random a collection is seeded from (and the orders drawn ahead of their first use, with the same rows). */
const collectionRandom = (name: string) => createRandom(SEED ^ hashName(name));

/** A collection's rows, seeding it first if need be: how a seed reads the collections its rows reference. */
const rowsOf = (name: string): readonly Row[] => db.collections.get(name)?.all() ?? [];

const HOUR = 3_600_000;

/**
 * Each collection's seeded rows, drawn while nothing had been written to the store, by the hour they were drawn in
 * (a few seeds place rows relative to now). Seeds are deterministic, so a store rebuilt by `resetDb` (between tests,
 * the HTTP mock's reset) takes them again instead of drawing 105,000 orders anew. A write replaces a row, never
 * changes it in place, so a new array over the same rows is a fresh collection.
 */
const firstSeeds = new Map<string, { hour: number; rows: readonly Row[] }>();

/**
 * Collections seeded on first use: start-up stays fast however many collections there are, and a collection that
 * references another seeds that one first.
 */
class SeededOnFirstUse extends Map<string, Collection> {
    /** Once a collection is written or replaced, later seeds may read changed rows: they are drawn, not reused. */
    private written = false;
    private readonly noteWrite = () => {
        this.written = true;
    };

    override get(name: string): Collection | undefined {
        if (!super.has(name)) {
            const definition = collectionDefinition(name);
            if (!definition) return undefined;
            const hour = Math.floor(Date.now() / HOUR);
            const kept = this.written ? undefined : firstSeeds.get(name);
            const rows = kept?.hour === hour ? [...kept.rows] : definition.seed(collectionRandom(name), rowsOf);
            if (!this.written && kept?.hour !== hour) firstSeeds.set(name, { hour, rows: [...rows] });
            super.set(name, new Collection(rows, this.noteWrite));
        }
        return super.get(name);
    }

    override set(name: string, collection: Collection): this {
        this.written = true;
        return super.set(name, collection);
    }
}

/**
 * Draws the orders in the background, with the random the store would give them (their first use then takes the rows
 * drawn so far and draws the rest at once). The kit's descriptions must be loaded.
 */
export const drawOrdersInBackground = (pause: () => Promise<void>): Promise<void> =>
    drawOrdersAhead(collectionRandom('orders'), rowsOf, pause);

/**
 * Lists a collection can answer before its rows are all drawn, with the same answer: a page of orders in time order
 * (the order list as it opens) needs only each order's time and the page's own orders.
 */
const LISTED_AHEAD: Readonly<
    Record<string, (random: ReturnType<typeof createRandom>, rowsOf: (name: string) => readonly Row[], query: ListQuery) => ListResult | undefined>
> = { orders: listOrdersAhead };

/** The answer to a list of a collection not yet drawn, when it can be given without drawing it; else undefined. */
export const listAhead = (name: string, query: ListQuery): ListResult | undefined => {
    const answer = LISTED_AHEAD[name];
    if (!answer || db.collections.has(name)) return undefined;
    return answer(collectionRandom(name), rowsOf, query);
};

const build = (): MockDb => {
    const random = createRandom(SEED);
    const users = new Collection<AdminUserRow>(seedAdminUsers(random));
    return { users, collections: new SeededOnFirstUse(), sessions: new Map(keptSessions(sessionPersistence)), signInFailures: new Map(), pageViews: [], files: new Map() };
};

export let db: MockDb = build();

/** Back to the seeded state (tests call it between cases). */
export const resetDb = (): void => {
    db = build();
};

export const collectionDefinition = (name: string) => allDefinitions().find(definition => definition.name === name);
