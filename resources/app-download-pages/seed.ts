import type { ResourceSeed } from '../kit/seed';

/** What the mock needs to seed the app-download page: one a site. The app never imports it. */
export const seed: ResourceSeed = {
    count: 1,
    fields: {
        title: { examples: ['Get the Store app'] },
        description: { examples: ['Early access to launches, app-only coupons and order tracking in one place.'] },
        appIcon: { sample: 'imageUrl' },
        qrCode: { sample: 'imageUrl' },
        googlePlayUrl: { examples: ['https://play.google.com/store/apps/details?id=com.brand.store'] },
        appStoreUrl: { examples: ['https://apps.apple.com/in/app/brand-store/id1480392178'] },
        apkFile: { examples: ['/files/app/brand-store-5.2.1.apk'] },
        versionText: { examples: ['V5.2.1'] },
        bannerPc: { sample: 'imageUrl' },
        bannerMobile: { sample: 'imageUrl' },
        status: { examples: ['online'] },
    },
};
