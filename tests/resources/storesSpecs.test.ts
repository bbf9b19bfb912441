/**
 * The rules of the store addresses, the support tab's picture modules and the spec comparisons, as their one
 * validator says them (the form runs it; the mock runs it on every write and import: tests/mock-server/storesSpecs),
 * with the exact English text a user reads.
 */
import { describe, expect, it } from 'vitest';
import { englishText } from '../../mock-server/db/kit/checkWrite';
import { validateRecord } from '../../resources/kit/validate';
import type { FieldErrors, ResourceModule } from '../../resources/kit/types';
import * as stores from '../../resources/store-addresses/index';
import * as support from '../../resources/support-app-modules/index';
import * as specs from '../../resources/spec-comparisons/index';
import { readSpecSheet, specImportProblem } from '../../resources/spec-comparisons/specImport';
import type { CellValue } from '../../resources/kit/files/workbook';

/** The texts a record's errors read as, by field. */
const textsOf = (module: Pick<ResourceModule, 'description' | 'rules'>, record: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(validateRecord(module.description, record, module.rules) as FieldErrors).map(([field, error]) => [field, englishText(error)]));

const PICTURE = 'https://cdn.example.com/support/1.png';

const STORE = {
    name: 'MG Road Experience Store',
    storeType: 'experience',
    state: 'Karnataka',
    city: 'Bengaluru',
    address: '12 MG Road',
    pincode: '560001',
    longitude: 77.6101,
    latitude: 12.9758,
    businessHours: '10:00-21:00',
    breakTime: '13:00-14:00',
    contact: '+91 80 4000 1234',
    image: PICTURE,
    status: 'display',
};

const STORE_FIELDS = ['name', 'storeType', 'state', 'city', 'address', 'pincode', 'longitude', 'latitude', 'businessHours', 'breakTime', 'contact', 'image', 'status'];

describe('store address: no field empty, coordinates signed numbers within the globe', () => {
    it('accepts a whole store, with negative coordinates and the bounds themselves', () => {
        expect(textsOf(stores, STORE)).toEqual({});
        expect(textsOf(stores, { ...STORE, longitude: -0.1276, latitude: -33.8688 })).toEqual({});
        expect(textsOf(stores, { ...STORE, longitude: '-180', latitude: '90' })).toEqual({});
        expect(textsOf(stores, { ...STORE, longitude: 180, latitude: -90 })).toEqual({});
    });

    it.each(STORE_FIELDS)("refuses an empty %s with 'Required' (also blank text)", field => {
        expect(textsOf(stores, { ...STORE, [field]: '' })).toEqual({ [field]: 'Required' });
        expect(textsOf(stores, { ...STORE, [field]: '   ' })).toEqual({ [field]: 'Required' });
        expect(textsOf(stores, { ...STORE, [field]: null })).toEqual({ [field]: 'Required' });
    });

    it.each([
        ['longitude', 180.0001, 'Longitude must be between -180 and 180'],
        ['longitude', -181, 'Longitude must be between -180 and 180'],
        ['latitude', 90.5, 'Latitude must be between -90 and 90'],
        ['latitude', '-91', 'Latitude must be between -90 and 90'],
        ['longitude', 'east', 'Must be a number'],
        ['latitude', '12.9N', 'Must be a number'],
        ['latitude', true, 'Must be a number'],
    ])('refuses %s %s: %s', (field, value, text) => {
        expect(textsOf(stores, { ...STORE, [field]: value })).toEqual({ [field]: text });
    });

    it('refuses a status other than display or shield', () => {
        expect(textsOf(stores, { ...STORE, status: 'hidden' })).toEqual({ status: 'Must be one of: display, shield' });
    });

    it('keeps the country site as the site the store is kept under', () => {
        expect(stores.derive({ ...STORE, siteCode: 'fr', countrySite: 'in' })).toEqual({ countrySite: 'fr' });
    });
});

describe('support tab module: the picture count is a multiple of 2', () => {
    const MODULE = { title: 'Repair services', layout: 'four_per_row', sort: 1, status: 'online' };
    const pictures = (count: number) => Array.from({ length: count }, (_, index) => `${PICTURE}?${index}`);

    it.each([2, 4, 6, 8])('accepts %i pictures', count => {
        expect(textsOf(support, { ...MODULE, pictures: pictures(count) })).toEqual({});
    });

    it.each([1, 3, 5, 7])('refuses %i pictures', count => {
        expect(textsOf(support, { ...MODULE, pictures: pictures(count) })).toEqual({
            pictures: `The number of pictures must be a multiple of 2 (now ${count})`,
        });
    });

    it("refuses none with 'Required', and a layout other than a row of 4 or of 2", () => {
        expect(textsOf(support, { ...MODULE, pictures: [] })).toEqual({ pictures: 'Required' });
        expect(textsOf(support, { ...MODULE, pictures: pictures(2), layout: 'three_per_row' })).toEqual({
            layout: 'Must be one of: four_per_row, two_per_row',
        });
    });
});

describe('spec comparison: specs as rows, the import needs an SPU and a file', () => {
    const SPEC = { category: 'Camera', name: 'Rear camera', value: '50 MP', ranking: 1, icon: '', displayStatus: 'display' };
    const COMPARISON = { spuId: 1, notes: '', keySpecs: [SPEC, { ...SPEC, name: 'Front camera', ranking: 2 }], detailedSpecs: [] };

    it('accepts sound key and detailed specs (the same ranking may be used once in each list)', () => {
        expect(textsOf(specs, COMPARISON)).toEqual({});
        expect(textsOf(specs, { ...COMPARISON, detailedSpecs: [SPEC] })).toEqual({});
    });

    it("refuses a comparison without its SPU with 'Required'", () => {
        expect(textsOf(specs, { ...COMPARISON, spuId: null })).toEqual({ spuId: 'Required' });
    });

    it.each([
        [{ category: '' }, 'Row 2: the category is required'],
        [{ name: ' ' }, 'Row 2: the spec name is required'],
        [{ value: undefined }, 'Row 2: the value is required'],
        [{ ranking: 0 }, 'Row 2: the ranking must be a whole number from 1 to 999'],
        [{ ranking: 1000 }, 'Row 2: the ranking must be a whole number from 1 to 999'],
        [{ ranking: 2.5 }, 'Row 2: the ranking must be a whole number from 1 to 999'],
        [{ ranking: 'first' }, 'Row 2: the ranking must be a whole number from 1 to 999'],
        [{ displayStatus: 'shown' }, 'Row 2: the display status must be display or hide'],
        [{ ranking: 1 }, 'Row 2: ranking 1 is already used by row 1'],
    ])('refuses a key spec with %o: %s', (change, text) => {
        const keySpecs = [SPEC, { ...SPEC, name: 'Front camera', ranking: 2, ...change }];
        expect(textsOf(specs, { ...COMPARISON, keySpecs })).toEqual({ keySpecs: text });
        // The detailed specs are checked the same way, at their own list.
        expect(textsOf(specs, { ...COMPARISON, detailedSpecs: keySpecs })).toEqual({ detailedSpecs: text });
    });

    it('counts each list (the list columns), recomputed on every write', () => {
        expect(specs.derive!(COMPARISON)).toEqual({ keySpecCount: 2, detailedSpecCount: 0 });
    });

    it('asks for an SPU first, then for a file', () => {
        const text = (input: Parameters<typeof specImportProblem>[0]) => {
            const key = specImportProblem(input);
            return key && englishText(key);
        };
        expect(text({})).toBe('Please select an SPU first');
        expect(text({ spuId: ' ', file: {} })).toBe('Please select an SPU first');
        expect(text({ spuId: 3 })).toBe('Please upload a file first');
        expect(text({ spuId: 3, file: {} })).toBeUndefined();
    });

    it('reads a filled template whole, or names every bad row of the sheet', () => {
        const header = (cells: CellValue[]) => ({ rowNumber: 2, cells });
        const KEYS = ['list', 'category', 'name', 'value', 'ranking', 'icon', 'displayStatus'];
        const sheet = (...rows: CellValue[][]) => [
            { rowNumber: 1, cells: ['List', 'Category', 'Spec name', 'Value', 'Ranking', 'Icon URL', 'Display status'] },
            header(KEYS),
            ...rows.map((cells, index) => ({ rowNumber: 3 + index, cells })),
        ];
        const good = readSpecSheet(sheet(['key', 'Camera', 'Rear camera', '50 MP', 1, '', 'display'], ['detailed', 'Memory', 'RAM', '8 GB', 1, undefined, undefined]));
        expect(good).toEqual({
            specs: {
                keySpecs: [{ category: 'Camera', name: 'Rear camera', value: '50 MP', ranking: 1, icon: '', displayStatus: 'display' }],
                detailedSpecs: [{ category: 'Memory', name: 'RAM', value: '8 GB', ranking: 1, icon: '', displayStatus: 'display' }],
            },
        });
        const bad = readSpecSheet(
            sheet(
                ['key', 'Camera', 'Rear camera', '50 MP', 1],
                ['main', 'Camera', 'Zoom', '3x', 2],
                ['key', 'Camera', 'Front camera', '', 3],
                ['key', 'Battery', 'Battery', '5000 mAh', 1],
            ),
        );
        expect('errors' in bad && bad.errors.map(error => [error.rowNumber, englishText({ message: error.key, args: error.args })])).toEqual([
            [4, 'Row 4: the list must be key or detailed'],
            [5, 'Row 5: the value is required'],
            [6, 'Row 6: ranking 1 is already used by row 3'],
        ]);
        expect(readSpecSheet([{ rowNumber: 1, cells: ['spuId', 'spuName'] }])).toEqual({ errors: [{ rowNumber: 1, key: 'resources.spec-comparisons.import.not_template' }] });
    });
});

describe('texts of these screens', () => {
    const leaves = (node: unknown, prefix = ''): string[] =>
        node && typeof node === 'object' ? Object.entries(node).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key)) : [prefix];

    it.each(['store-addresses', 'support-app-modules', 'spec-comparisons'])('%s: every English text has a Chinese one, and no other', async collection => {
        const [en, zh] = await Promise.all([import(`../../resources/${collection}/messages.en.ts`), import(`../../resources/${collection}/messages.zh.ts`)]);
        const tree = (module: Record<string, { resources: Record<string, unknown> }>) => Object.values(module)[0].resources[collection];
        expect(leaves(tree(zh)).sort()).toEqual(leaves(tree(en)).sort());
    });
});
