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

/** One object per generator, its methods shared: the orders make one generator each, 105,000 of them. */
class Mulberry32 implements Random {
    private state: number;

    constructor(seed: number) {
        this.state = seed >>> 0;
    }

    next(): number {
        this.state = (this.state + STEP) >>> 0;
        return mix(this.state);
    }

    int(min: number, max: number): number {
        return min + Math.floor(this.next() * (max - min + 1));
    }

    pick<T>(items: readonly T[]): T {
        return items[this.int(0, items.length - 1)];
    }

    bool(probability = 0.5): boolean {
        return this.next() < probability;
    }

    date(from: number, to: number): string {
        return new Date(from + Math.floor(this.next() * (to - from))).toISOString();
    }

    digits(length: number): string {
        return Array.from({ length }, () => String(this.int(0, 9))).join('');
    }
}

export const createRandom = (seed: number): Random => new Mulberry32(seed);

/** The fixed "now" of the demo data, so relative dates do not drift between runs. */
export const SEED_NOW = Date.UTC(2026, 10, 1, 8, 0, 0);
export const DAY_MS = 86_400_000;
