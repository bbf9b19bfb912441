import type { ResourceSeed } from '../kit/seed';

/** What the mock needs to seed the leadership page. The app never imports it. */
export const seed: ResourceSeed = {
    count: 8,
    fields: {
        sort: { sample: 'sequence' },
        name: { sample: 'person' },
        position: {
            examples: ['Chief Executive Officer', 'Chief Financial Officer', 'Chief Technology Officer', 'Head of Design', 'Country Manager', 'Head of Sales', 'Head of Customer Service', 'Chief Marketing Officer'],
        },
        photo: { sample: 'imageUrl' },
        bio: {
            examples: [
                '<p>Joined the company in 2015 and has led its growth across South Asia.</p>',
                '<p>Previously led product teams at two consumer-electronics makers. <a href="/newsroom">Read the interviews</a>.</p>',
                '<p>An engineer by training, responsible for the camera and display roadmap.</p>',
            ],
        },
        creator: { sample: 'person' },
    },
};
