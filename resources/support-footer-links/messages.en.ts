import { footerLinksEn } from '../footer-links/messages.en';

const FOOTER = footerLinksEn.resources['footer-links'];

/** Support footer texts (resources.support-footer-links), in English: the website footer's. */
export const supportFooterLinksEn = {
    resources: {
        'support-footer-links': { ...FOOTER, name: 'Support footer link |||| Support footer links' },
    },
};
