import { activityCommonEn } from '../activity-common/texts';
import { categoryPageTextsEn } from '../app-categories/texts';

/** App category page V2 texts (resources.app-categories-v2), in English: the V1 page's labels and its layout's. */
export const appCategoriesV2En = {
    resources: {
        'app-categories-v2': {
            name: 'App category page (V2) |||| App category pages (V2)',
            fields: { ...categoryPageTextsEn.fields, homePageId: 'Home page version', layout: 'Layout' },
            choices: { ...categoryPageTextsEn.choices, layout: { grid_2: 'Grid, 2 columns', grid_3: 'Grid, 3 columns', list: 'List', banner_grid: 'Banner above a grid' } },
            validation: {
                ...categoryPageTextsEn.validation,
                whole_rows: 'A grid of %{columns} columns shows whole rows: list a multiple of %{columns} SPUs',
                banner_layout: 'The banner layout needs the banner picture',
                category_taken: 'This category already has a page in this version: “%{name}”',
            },
        },
        // The rules are the V1 page's too: their texts come with this screen.
        'app-categories': { validation: categoryPageTextsEn.validation },
    },
};

export { activityCommonEn };
