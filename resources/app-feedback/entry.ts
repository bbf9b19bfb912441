import type { ResourceEntry } from '../kit/types';

/** What the app's users wrote in its feedback page (/app/feedback): read, replied to in a dialog, marked processed. */
export const entry: ResourceEntry = {
    collection: 'app-feedback',
    paths: { list: '/app/feedback' },
    icon: 'question',
    representation: 'feedbackId',
    siteScoped: true,
    load: () => import('./index'),
};
