import type { ResourceSeed } from '../kit/seed';
import { ACTIVITY_TIME_SEEDS, AUDIT_SEEDS } from '../activity-common/seed';

/** Product videos, each of an SPU that has SKUs and one of them. The app never imports it. */
export const seed: ResourceSeed = {
    count: 12,
    fields: {
        sort: { sample: 'sequence' },
        title: { examples: ['Night mode in 60 seconds', 'Unboxing the new flagship', 'Battery day test', 'Fast charging explained', 'Portrait camera tips', 'Water resistance test'] },
        cover: { sample: 'imageUrl' },
        videoUrl: { examples: ['https://www.example.com/videos/night-mode.mp4', 'https://www.example.com/videos/unboxing.mp4', 'https://www.example.com/videos/battery-test.mp4'] },
        spuId: { sample: 'spuWithSku' },
        skuId: { sample: 'skuOfSpu' },
        ...ACTIVITY_TIME_SEEDS,
        ...AUDIT_SEEDS,
    },
};
