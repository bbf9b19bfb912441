/**
 * A seeded pseudo-random generator (mulberry32): the same seed gives the same demo data on every start, so
 * screenshots, tests and bug reports agree on what record 42 is.
 */
export interface Random {
    next(): number;
    int(min: number, max: number): number;
    pick<T>(items: readonly T[]): T;
    bool(probability?: number): boolean;
    /** A date between `from` and `to` (ms), as an ISO string. */
    date(from: number, to: number): string;
    digits(length: number): string;
}

const STEP = 0x6d2b79f5;

/** mulberry32's output for a state. */
const mix = (state: number) => {
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

/** The first number `createRandom(seed)` gives, without making the generator (the orders' times need 105,000). */
export const firstNumberOf = (seed: number): number => mix(((seed >>> 0) + STEP) >>> 0);

export const createRandom = (seed: number): Random => {
    let state = seed >>> 0;
    const next = () => mix((state = (state + STEP) >>> 0));
    const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
    return {
        next,
        int,
        pick: items => items[int(0, items.length - 1)],
        bool: (probability = 0.5) => next() < probability,
        date: (from, to) => new Date(from + Math.floor(next() * (to - from))).toISOString(),
        digits: length => Array.from({ length }, () => String(int(0, 9))).join(''),
    };
};

/** The fixed "now" of the demo data, so relative dates do not drift between runs. */
export const SEED_NOW = Date.UTC(2026, 10, 1, 8, 0, 0);
export const DAY_MS = 86_400_000;
