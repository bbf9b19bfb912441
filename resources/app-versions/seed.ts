import type { ResourceSeed } from '../kit/seed';
import { AUDIT_SEEDS } from '../activity-common/seed';

/** Eight versions a platform, rising (mock-server/db/kit/appSamples.ts): the oldest offline, four released, a draft. */
export const seed: ResourceSeed = {
    count: 16,
    fields: {
        platform: { sample: 'appPlatform' },
        versionName: { sample: 'appVersionName' },
        versionCode: { sample: 'appVersionCode' },
        minSupportedVersion: { sample: 'appMinVersion' },
        updateType: { sample: 'appUpdateType' },
        releaseNotes: {
            examples: [
                'Faster checkout with saved UPI IDs. Bug fixes.',
                'New: track repairs and service bookings in the app.',
                'Dark mode for every screen; smaller download.',
                'Security fixes: please update.',
                'Exchange your old phone from the product page.',
            ],
        },
        downloadUrl: { sample: 'appDownloadUrl' },
        grayPercentage: { sample: 'appGrayPercentage' },
        releaseTime: { sample: 'appReleaseTime' },
        status: { sample: 'appVersionStatus' },
        ...AUDIT_SEEDS,
    },
};
