import type { FieldSeed } from '../seed';
import { REDIRECT_PARTS, redirectField, type RedirectPart } from './redirect';

/** Seed values that read as real targets (the form shows only the type's own). */
const EXAMPLES: Readonly<Record<RedirectPart, readonly string[]>> = {
    Url: ['https://www.example.com/sale', 'https://www.example.com/new-launch', 'https://www.example.com/offers/bank'],
    AppView: ['home', 'cart', 'coupon_center', 'points_mall'],
    SpuId: ['10021', '10034', '10057'],
    SkuId: ['200114', '200231', '200378'],
    MiniAppId: ['wx8f3c2a91d7b4e605', 'wx1a2b3c4d5e6f7a8b'],
    MiniAppPath: ['pages/index/index', 'pages/product/detail?id=10021'],
    Deeplink: ['omsapp://product/10021', 'omsapp://campaign/sale'],
    PackageName: ['com.example.store', 'com.example.community'],
    PageId: ['301', '302', '318'],
};

/** A redirect block's seed values (the mock's): a type, and a target that reads as real for each part. */
export const redirectSeeds = (prefix: string): Record<string, FieldSeed> => ({
    [redirectField(prefix, 'Type')]: { examples: ['h5', 'product_detail', 'app_view', 'deeplink', 'none'] },
    ...Object.fromEntries(REDIRECT_PARTS.map(part => [redirectField(prefix, part), { examples: EXAMPLES[part] }])),
});
