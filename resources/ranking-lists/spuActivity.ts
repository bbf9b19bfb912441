/**
 * An SPU's recent activity as the backend's analytics would report it: sales in the last 7 days, views in the last
 * 7 days and reviews in the last month. The demo has no analytics, so each SPU's figures are seeded from its id
 * (the same numbers on every start, in the browser's mock and in the tests). Only the mock and the tests read it.
 */
export interface SpuActivity {
    sales7d: number;
    views7d: number;
    reviews30d: number;
}

/** FNV-1a over the id: a small, stable seed per SPU. */
const seedOf = (id: unknown): number => {
    let hash = 0x811c9dc5;
    for (const char of String(id)) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
    return hash;
};

export const spuActivityOf = (spuId: unknown): SpuActivity => {
    const seed = seedOf(spuId);
    // Under 10,000 sales a week (heat below 1,000,000) and views and reviews of a phone shop's scale.
    return { sales7d: seed % 5_000, views7d: (seed >>> 8) % 200_000, reviews30d: (seed >>> 16) % 3_000 };
};
