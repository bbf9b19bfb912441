import type { ResourceSeed } from '../kit/seed';
import { AUDIT_SEEDS } from '../activity-common/seed';

/** Feed posts of a phone brand's app, with bodies a reader would read. The app never imports it. */
export const seed: ResourceSeed = {
    count: 20,
    fields: {
        title: { examples: ['5 night photography tips', 'Unboxing the new flagship', 'How fast charging works', 'Our camera team on portrait mode', 'Weekend deals roundup', 'Battery myths, busted', 'Fan shots of the month'] },
        cover: { sample: 'imageUrl' },
        content: {
            examples: [
                '<h2>Shoot the city at night</h2><p>Hold steady for two seconds, turn on Night mode and let the phone stack the frames. Tap a bright window to set the exposure.</p><p><img src="https://www.example.com/discover/night.jpg" alt="City at night"></p>',
                '<p>Fast charging splits the work between the charger and the phone: the battery takes most of its charge in the first twenty minutes, then the phone slows down to keep it cool.</p>',
                '<p>Our camera team explains how portrait mode separates the face from the background, and why the new lens keeps the edges of hair sharp. <a href="https://www.example.com/camera">Read more</a></p>',
            ],
        },
        videoUrl: { examples: ['https://www.example.com/videos/unboxing.mp4', 'https://www.example.com/videos/night-mode.mp4'] },
        tags: { examples: ['camera, tips', 'unboxing', 'charging, battery', 'deals', 'community'] },
        sort: { sample: 'sequence' },
        publishTime: { sample: 'createdBeforeArrival' },
        ...AUDIT_SEEDS,
    },
};
