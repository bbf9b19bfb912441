import type { ListDefaults } from '../../providers/listAhead';
import type { ResourceDescription, ResourceEntry } from './types';
import { listMeta } from './embed';

/** Rows a page of a kit list whose description names none. */
export const DEFAULT_PER_PAGE = 25;

/** What a resource's list asks for when it opens with no query: its sort, rows a page and embedded references. */
export const listDefaultsOf = (entry: ResourceEntry, description: ResourceDescription): ListDefaults => ({
    resource: entry.collection,
    sort: description.sort,
    perPage: description.perPage ?? DEFAULT_PER_PAGE,
    meta: listMeta(description),
});
