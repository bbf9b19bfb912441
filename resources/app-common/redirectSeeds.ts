import type { FieldSeed } from '../kit/seed';
import { redirectField } from '../kit/redirect/redirect';
import { redirectSeeds } from '../kit/redirect/seed';

/**
 * The app's redirect seeds: the kit's targets, with H5 links on the brand's own site only (the app's URL whitelist
 * allows its own domains), to pages the app links to. Only the mock loads it (through the folders' seed files).
 */
export const appRedirectSeeds = (prefix: string, types?: readonly string[]): Record<string, FieldSeed> => ({
    ...redirectSeeds(prefix),
    ...(types && { [redirectField(prefix, 'Type')]: { examples: types } }),
    [redirectField(prefix, 'Url')]: {
        examples: ['https://www.example.com/event/festive-sale', 'https://www.example.com/app/new-launch', 'https://www.example.com/offers/bank', 'https://www.example.com/exchange'],
    },
});
