import type { ResourceSeed } from '../kit/seed';

/** What the mock needs to seed faq-items: the questions customers ask, in the site's language. The app never imports it. */
export const seed: ResourceSeed = {
    count: 14,
    fields: {
        category: { sample: 'faqCategory' },
        question: { sample: 'faqQuestion' },
        answer: { sample: 'faqAnswer' },
        language: { sample: 'siteLanguage' },
        sort: { sample: 'sequence' },
    },
};
