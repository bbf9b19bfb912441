import { RESOURCES } from '../../../resources/kit/registry';
import type { ResourceEntry, ResourceModule } from '../../../resources/kit/types';
import type { ResourceSeed } from '../../../resources/kit/seed';
import { ALL_SITE_CODES } from '../sites';
import { createRandom } from '../random';
import type { Row } from '../collection';
import { generateRows } from './generate';
import { fakerFor } from './samples';

/**
 * The kit's resources as the mock serves them: each registry entry with its loaded description and rules. The
 * descriptions load lazily in the app; the mock loads them all once, before it answers anything.
 */
export interface KitCollection {
    entry: ResourceEntry;
    module: ResourceModule;
    /** What the mock seeds it with (the folder's seed.ts, which the app never loads). */
    seed: ResourceSeed;
}

/** Each kit folder's seed, by folder (= collection) name. */
const seeds = import.meta.glob<{ seed: ResourceSeed }>('../../../resources/*/seed.ts');

const seedOf = async (collection: string): Promise<ResourceSeed> => {
    const load = seeds[`../../../resources/${collection}/seed.ts`];
    if (!load) throw new Error(`resources/${collection}/seed.ts is missing: a kit resource says how the mock seeds it`);
    return (await load()).seed;
};

let loaded: ReadonlyMap<string, KitCollection> = new Map();

export const loadKitCollections = async (): Promise<void> => {
    const modules = await Promise.all(RESOURCES.map(async entry => ({ entry, module: await entry.load(), seed: await seedOf(entry.collection) })));
    loaded = new Map(modules.map(kit => [kit.entry.collection, kit]));
};

export const kitCollection = (name: string): KitCollection | undefined => loaded.get(name);
export const kitCollections = (): KitCollection[] => [...loaded.values()];

/** Code prefix of a collection's generated codes: 'spu' → 'SPU', 'pincode-warehouses' → 'PW'. */
const prefixOf = (name: string) => (name.includes('-') ? name.split('-').map(part => part[0]).join('') : name.slice(0, 3)).toUpperCase();

/**
 * The seed rows of a kit collection: its seed's `count` per demo site (or in all, unscoped), referencing rows of the same
 * site in the collections it points to (read through `rowsOf`, which seeds those first).
 */
export const seedKitCollection = (kit: KitCollection, seed: number, rowsOf: (name: string) => readonly Row[]): Row[] => {
    const { entry, module, seed: resourceSeed } = kit;
    const count = resourceSeed.count;
    const sites = entry.siteScoped ? (resourceSeed.sites ?? ALL_SITE_CODES) : [undefined];
    const sameSite = (reference: string, siteCode: string | undefined) =>
        rowsOf(reference).filter(row => !siteCode || !kitCollection(reference)?.entry.siteScoped || row.siteCode === siteCode);
    const derive = module.derive ?? (() => ({}));
    return sites.flatMap((siteCode, siteIndex) =>
        generateRows(module.description, resourceSeed, siteIndex * count + 1, {
            random: createRandom(seed + siteIndex),
            faker: fakerFor(siteCode, seed + siteIndex),
            siteCode,
            prefix: prefixOf(entry.collection),
            idsOf: reference => sameSite(reference, siteCode).map(row => row.id),
            rowsOf: reference => sameSite(reference, siteCode),
        }).map(row => ({ ...row, ...derive(row) })),
    );
};

/** The collections whose records point to this one: their screens' users may read it to pick a reference. */
export const referencingCollections = (name: string): string[] =>
    kitCollections()
        .filter(kit => kit.module.description.fields.some(field => field.type === 'ref' && field.reference === name))
        .map(kit => kit.entry.collection);
