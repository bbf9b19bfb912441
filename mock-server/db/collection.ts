/**
 * One in-memory table in the ra-data-simple-rest contract: filter, sort and page happen here, on the server side,
 * never in the browser.
 */
export type Id = number | string;
export type Row = { id: Id } & Record<string, unknown>;

/** A row the request may see: one that carries every value of its scope (its site, its data type). */
export const inScope = (row: Row | undefined, scope: Readonly<Record<string, unknown>>): row is Row =>
    !!row && Object.entries(scope).every(([key, value]) => row[key] === value);

export interface ListQuery {
    filter: Record<string, unknown>;
    sort?: [string, 'ASC' | 'DESC'];
    range?: [number, number];
}

export interface ListResult {
    rows: Row[];
    total: number;
    start: number;
    end: number;
}

const OPERATORS = ['_gte', '_lte', '_gt', '_lt', '_neq', '_q'] as const;
type Operator = (typeof OPERATORS)[number] | '';

const splitOperator = (key: string): [string, Operator] => {
    const operator = OPERATORS.find(suffix => key.endsWith(suffix));
    return operator ? [key.slice(0, -operator.length), operator] : [key, ''];
};

/** One collator for every comparison: `localeCompare` with options builds one per call (seconds over 100,000 orders). */
const textOrder = new Intl.Collator('en', { numeric: true });

type Comparison = (a: unknown, b: unknown) => number;

/** Empty values first, numbers by value, anything else by `text` (one rule for every order the mock sorts by). */
const orderBy =
    (text: (a: string, b: string) => number): Comparison =>
    (a, b) => {
        if (a === b) return 0;
        if (a === undefined || a === null) return -1;
        if (b === undefined || b === null) return 1;
        if (typeof a === 'number' && typeof b === 'number') return a - b;
        return text(String(a), String(b));
    };

const compare = orderBy(textOrder.compare);
/** Code-unit order: an ISO time's text order is its time order, and this is many times faster than the collator. */
const compareIsoTimes = orderBy((a, b) => (a < b ? -1 : a > b ? 1 : 0));

/** An ISO date or time ('2026-11-01', '2026-11-01T08:00:00Z'). */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}/;
const isEmptyOrIsoTime = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && ISO_TIME.test(value));

/**
 * The comparison a sort on `field` needs: plain text order where every value is an ISO time (the collator takes
 * most of a second to sort 100,000 orders by time, which the first list of orders waits for), else `compare`.
 */
const comparisonFor = (rows: readonly Row[], field: string): Comparison => (rows.every(row => isEmptyOrIsoTime(row[field])) ? compareIsoTimes : compare);

const textOf = (value: unknown): string =>
    value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);

/** The searchable text of a value: its own text, or for an object or list the text of its values (not its keys). */
const searchTextOf = (value: unknown): string =>
    value !== null && typeof value === 'object'
        ? Object.values(value).map(searchTextOf).join('\n')
        : textOf(value).toLowerCase();

const isEmpty = (value: unknown): boolean => value === null || value === undefined || value === '';
const BOUNDS: readonly Operator[] = ['_gte', '_lte', '_gt', '_lt'];

/**
 * The longest search text a filter may hold (`q`, `field_q`): longer is bad input, answered 400. As long as the longest
 * text a field holds (a redirect target, 500), so that any value can be searched whole: an activity's 250-character
 * name among them.
 */
export const MAX_SEARCH_LENGTH = 500;

/** The first key of a filter whose search text is too long, or undefined. */
export const overlongSearch = (filter: Record<string, unknown>): string | undefined =>
    Object.keys(filter).find(key => (key === 'q' || key.endsWith('_q')) && textOf(filter[key]).length > MAX_SEARCH_LENGTH);

type Test = (value: unknown) => boolean;

/**
 * One filter key's test of a value, made once per list: what it compares with (the lowered search text, the
 * expected text) is worked out here, not again for every row, so a list costs one pass over its rows.
 */
const testFor = (operator: Operator, expected: unknown): Test => {
    const within = (test: Test): Test => value => !(BOUNDS.includes(operator) && isEmpty(value)) && test(value);
    switch (operator) {
        case '_gte':
            return within(value => compare(value, expected) >= 0);
        case '_lte':
            return within(value => compare(value, expected) <= 0);
        case '_gt':
            return within(value => compare(value, expected) > 0);
        case '_lt':
            return within(value => compare(value, expected) < 0);
        case '_neq': {
            const text = textOf(expected);
            return value => textOf(value) !== text;
        }
        case '_q': {
            const needle = textOf(expected).toLowerCase();
            return value => searchTextOf(value).includes(needle);
        }
        default: {
            if (Array.isArray(expected)) {
                const texts = new Set(expected.map(textOf));
                return value => texts.has(textOf(value));
            }
            const text = textOf(expected);
            return value => (Array.isArray(value) ? value.some(item => textOf(item) === text) : textOf(value) === text);
        }
    }
};

/** `q` searches every text field; `field_gte` and the like compare; a plain key matches equal (or any of a list). */
export const compileFilter = (filter: Record<string, unknown>): ((row: Row) => boolean) => {
    const tests = Object.entries(filter)
        .filter(([, expected]) => !(expected === undefined || expected === '' || expected === null))
        .map(([key, expected]): ((row: Row) => boolean) => {
            if (key === 'q') {
                const needle = textOf(expected).toLowerCase();
                return row => Object.values(row).some(value => searchTextOf(value).includes(needle));
            }
            const [field, operator] = splitOperator(key);
            const test = testFor(operator, expected);
            return row => test(row[field]);
        });
    return row => tests.every(test => test(row));
};

export const matchesFilter = (row: Row, filter: Record<string, unknown>): boolean => compileFilter(filter)(row);

/** How many filtered and sorted views a collection keeps: a list's pages, its next page and a few recent filters. */
const KEPT_VIEWS = 8;

export class Collection<T extends Row = Row> {
    private rows: T[];
    private nextId: number;
    /**
     * The rows matching a filter in a sort order, by the two as JSON, until the next write: turning a page of 100,000
     * orders slices a kept view instead of filtering and sorting them all again.
     */
    private views = new Map<string, T[]>();
    /** The rows by id as text, built on the first `get` and kept with every write: a reference check is a look-up. */
    private byId: Map<string, T> | undefined;

    /** `onWrite` hears of every create, update and delete (the store keeps seeds only while nothing was written). */
    constructor(
        rows: T[] = [],
        private readonly onWrite: () => void = () => undefined,
    ) {
        this.rows = rows;
        this.nextId = rows.reduce((max, row) => (typeof row.id === 'number' && row.id > max ? row.id : max), 0) + 1;
    }

    list({ filter, sort, range }: ListQuery): ListResult {
        const matched = this.view(filter, sort);
        const total = matched.length;
        const [start, end] = range ?? [0, Math.max(total - 1, 0)];
        const rows = matched.slice(start, end + 1);
        return { rows, total, start, end: rows.length ? start + rows.length - 1 : start };
    }

    private view(filter: Record<string, unknown>, sort: ListQuery['sort']): T[] {
        const key = JSON.stringify([filter, sort ?? null]);
        const kept = this.views.get(key);
        if (kept) return kept;
        const matches = compileFilter(filter);
        const matched = this.rows.filter(matches);
        if (sort) {
            const [field, order] = sort;
            const direction = order === 'DESC' ? -1 : 1;
            const comparison = comparisonFor(matched, field);
            matched.sort((a, b) => direction * comparison(a[field], b[field]));
        }
        if (this.views.size >= KEPT_VIEWS) this.views.delete(this.views.keys().next().value!);
        this.views.set(key, matched);
        return matched;
    }

    get(id: Id): T | undefined {
        this.byId ??= new Map(this.rows.map(row => [String(row.id), row]));
        return this.byId.get(String(id));
    }

    all(): readonly T[] {
        return this.rows;
    }

    count(): number {
        return this.rows.length;
    }

    create(values: Omit<T, 'id'> & { id?: Id }): T {
        this.views.clear();
        this.onWrite();
        const id = values.id ?? this.nextId++;
        const row = { ...values, id } as T;
        this.rows.push(row);
        this.byId?.set(String(id), row);
        return row;
    }

    update(id: Id, values: Partial<T>): T | undefined {
        this.views.clear();
        this.onWrite();
        const index = this.rows.findIndex(row => String(row.id) === String(id));
        if (index < 0) return undefined;
        const row = { ...this.rows[index], ...values, id: this.rows[index].id } as T;
        this.rows[index] = row;
        this.byId?.set(String(row.id), row);
        return row;
    }

    /**
     * Changes, in one pass, every row `change` answers values for (a provider's receipts for a batch of 10,000
     * messages: one update each would look every row up again). Answers how many changed.
     */
    updateEach(change: (row: T) => Partial<T> | undefined): number {
        let changed = 0;
        this.rows = this.rows.map(row => {
            const values = change(row);
            if (!values) return row;
            changed += 1;
            return { ...row, ...values, id: row.id } as T;
        });
        if (changed > 0) {
            this.views.clear();
            this.byId = undefined;
            this.onWrite();
        }
        return changed;
    }

    delete(id: Id): T | undefined {
        this.views.clear();
        this.onWrite();
        const index = this.rows.findIndex(row => String(row.id) === String(id));
        if (index < 0) return undefined;
        const [row] = this.rows.splice(index, 1);
        this.byId?.delete(String(row.id));
        return row;
    }
}
