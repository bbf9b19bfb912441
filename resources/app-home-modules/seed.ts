import type { ResourceSeed } from '../kit/seed';
import { APP_V1_SITES } from '../../base/routes/siteRules';
import { ACTIVITY_TIME_SEEDS, AUDIT_SEEDS } from '../activity-common/seed';
import { appRedirectSeeds } from '../app-common/redirectSeeds';

/** What the mock needs to seed the app home's modules. The app never imports it. */
export const seed: ResourceSeed = {
    // The V1 sites only: the others have the V2 screens (app-home-pages, app-categories-v2) instead.
    sites: APP_V1_SITES,
    count: 14,
    fields: {
        sort: { sample: 'sequence' },
        title: { examples: ['Nova 40 Pro launch', 'Quick entries', 'Best sellers', 'Festive deals floor', 'Camera film', 'Live: weekend deals', 'Earbuds and audio', 'Exchange offer'] },
        subtitle: { examples: ['Pre-order now', 'Up to 40% off', 'Watch the film', 'Free delivery on every order'] },
        image: { sample: 'imageUrl' },
        videoUrl: { examples: ['https://www.example.com/videos/nova-40-pro-film.mp4', 'https://www.example.com/videos/camera-masterclass.mp4'] },
        ...appRedirectSeeds('jump'),
        ...ACTIVITY_TIME_SEEDS,
        ...AUDIT_SEEDS,
    },
};
