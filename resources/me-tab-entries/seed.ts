import type { ResourceSeed } from '../kit/seed';
import { appRedirectSeeds } from '../app-common/redirectSeeds';

/** The Me tab's entries as shoppers know them; every one jumps somewhere. The app never imports it. */
export const seed: ResourceSeed = {
    count: 9,
    fields: {
        sort: { sample: 'sequence' },
        title: { examples: ['My orders', 'My coupons', 'Points mall', 'Service centre', 'My reviews', 'Addresses', 'Care+ plans', 'Help and feedback', 'Invite friends'] },
        icon: { sample: 'imageUrl' },
        ...appRedirectSeeds('jump', ['app_view', 'app_view', 'h5', 'deeplink']),
        badgeText: { examples: ['New', 'Hot', '', '', '3'] },
    },
};
