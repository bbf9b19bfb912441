/**
 * The website's product check (/cms/product-check), one table: for each product the website shows, five checks,
 * each passed or failed with one finding. The mock computes the rows from the site's product records with
 * `checkProduct`; the tests read the same function.
 */
export const CHECK_ITEMS = ['price', 'image', 'spec', 'stock', 'link'] as const;
export type CheckItem = (typeof CHECK_ITEMS)[number];

export const CHECK_RESULTS = ['pass', 'fail'] as const;

/** Every finding a check can report: `ok` when it passed, else what is wrong. */
export const FINDINGS = [
    'ok',
    'no_price',
    'price_offline',
    'price_above_mrp',
    'no_image',
    'no_spec',
    'out_of_stock',
    'no_product_page',
    'page_not_online',
    'no_buy_link',
] as const;
export type Finding = (typeof FINDINGS)[number];

/** What one product (a SKU the website shows) has on its site, as the mock reads it from the records. */
export interface ProductFacts {
    /** The SKU's website price, if it has one. */
    price?: { status: unknown; mrp: unknown; sellingPrice: unknown };
    /** Pictures of the SKU, and the SPU's main picture. */
    skuImages: readonly unknown[];
    spuImage: unknown;
    /** Key specs of the SPU's spec comparison (0 without one). */
    keySpecCount: number;
    /** Units set aside for the website (enabled allocations of the SKU to the web or to all channels). */
    webStock: number;
    /** The SPU's product page, if it has one. */
    page?: { status: unknown; buyUrl: unknown };
}

const filled = (value: unknown) => value !== undefined && value !== null && String(value).trim() !== '';

/** Each check: the finding of a product that fails it, or `ok`. In the order of CHECK_ITEMS. */
const CHECKS: Readonly<Record<CheckItem, (facts: ProductFacts) => Finding>> = {
    price: ({ price }) => {
        if (!price) return 'no_price';
        if (price.status !== 'online') return 'price_offline';
        return Number(price.sellingPrice) > Number(price.mrp) ? 'price_above_mrp' : 'ok';
    },
    image: ({ skuImages, spuImage }) => (skuImages.some(filled) || filled(spuImage) ? 'ok' : 'no_image'),
    spec: ({ keySpecCount }) => (keySpecCount > 0 ? 'ok' : 'no_spec'),
    stock: ({ webStock }) => (webStock > 0 ? 'ok' : 'out_of_stock'),
    link: ({ page }) => {
        if (!page) return 'no_product_page';
        if (page.status !== 'online') return 'page_not_online';
        return filled(page.buyUrl) ? 'ok' : 'no_buy_link';
    },
};

/** The five checks of one product: item, pass or fail, and the finding. */
export const checkProduct = (facts: ProductFacts): { checkItem: CheckItem; result: (typeof CHECK_RESULTS)[number]; finding: Finding }[] =>
    CHECK_ITEMS.map(checkItem => {
        const finding = CHECKS[checkItem](facts);
        return { checkItem, result: finding === 'ok' ? 'pass' : 'fail', finding };
    });

/** The call that runs the check again on the chosen site (POST, no body); answers `{count, failed}`. */
export const RUN_CHECK_PATH = '/product-checks/run';

/** The counts per check on the chosen site (GET): `[{checkItem, pass, fail}]` in the order of CHECK_ITEMS. */
export const CHECK_SUMMARY_PATH = '/product-checks/summary';
export type CheckSummary = { checkItem: CheckItem; pass: number; fail: number }[];
