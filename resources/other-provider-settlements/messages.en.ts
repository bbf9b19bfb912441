import { lineTexts } from '../settlement-common/texts';

/** other-provider-settlements texts (resources.other-provider-settlements), in English. */
export const otherProviderSettlementsEn = lineTexts('en', 'other-provider-settlements', 'Other provider settlement line |||| Other provider settlement lines');
