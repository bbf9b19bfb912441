import type { FieldErrors } from '../kit/types';
import { allRules } from '../activity-common/rules';
import { categoryPageRules } from '../app-categories/rules';

/**
 * A V2 category page's rules: the V1 page's (1–30 SPUs, a banner with a link needs its picture, the redirect block's
 * own), and its layout. Keys of `resources.app-categories-v2.validation`:
 * - a page belongs to one home page version (app-home-pages) and lays its products out as a grid of 2 or 3 columns,
 *   a list, or a banner above a grid; a grid's page lists a whole number of rows (a multiple of its columns) so no
 *   row is left half empty; a banner layout needs the banner picture;
 * - the mock: a category has one page a version (the version's other pages are compared).
 */
export const LAYOUTS = ['grid_2', 'grid_3', 'list', 'banner_grid'] as const;
const COLUMNS: Readonly<Record<string, number>> = { grid_2: 2, grid_3: 3, banner_grid: 2 };
const KEY = 'resources.app-categories-v2.validation';

const layoutErrors = (record: Record<string, unknown>): FieldErrors => {
    const errors: FieldErrors = {};
    const columns = COLUMNS[String(record.layout)];
    const spus = Array.isArray(record.spuIds) ? record.spuIds.length : 0;
    if (columns && spus > 0 && spus % columns !== 0) errors.spuIds = { message: `${KEY}.whole_rows`, args: { columns } };
    if (record.layout === 'banner_grid' && (record.banner === undefined || record.banner === null || String(record.banner).trim() === '')) errors.banner = `${KEY}.banner_layout`;
    return errors;
};

export const categoryPageV2Rules = allRules(categoryPageRules, layoutErrors);

/** The mock: a category has one page a home page version. */
export const categoryPageV2ServerRules = (record: Record<string, unknown>, rowsOf: (collection: string) => readonly Record<string, unknown>[]): FieldErrors => {
    const taken = rowsOf('app-categories-v2').find(
        row => String(row.id) !== String(record.id) && String(row.homePageId) === String(record.homePageId) && String(row.categoryId) === String(record.categoryId),
    );
    return taken ? { categoryId: { message: `${KEY}.category_taken`, args: { name: String(taken.name ?? '') } } } : {};
};
