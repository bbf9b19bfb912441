/** Ranking list texts (resources.ranking-lists), in English. */
export const rankingListsEn = {
    resources: {
        'ranking-lists': {
            name: 'Ranking list |||| Ranking lists',
            fields: {
                type: 'List',
                listTitle: 'List title',
                pageTitle: 'Page title',
                productDetailsTitle: 'Product details title',
                icons: 'Icons',
                headerImageMobile: 'Header image (mobile)',
                headerImagePc: 'Header image (PC)',
                backgroundColour: 'Background colour',
                titleColour: 'Title colour',
                sort: 'Sort',
                displayStatus: 'Display status',
                entries: {
                    spuId: 'SPU',
                    defaultSkuId: 'Default SKU',
                    salesPrice: 'Sales price',
                    originalPrice: 'Original price',
                    virtualHeat: 'Virtual heat',
                    virtualPopularity: 'Virtual popularity',
                    virtualReviews: 'Virtual reviews',
                    rankingStatus: 'Ranking status',
                    label: 'Label',
                },
                entryCount: 'Entries',
                updateTime: 'Updated',
            },
            entry: {
                title: 'Entries',
                number: 'Entry %{entry}',
                values: 'Heat %{heat} (real %{realHeat}) · popularity %{popularity} (real %{realPopularity}) · reviews %{reviews} (real %{realReviews})',
                computed_on_save: 'Real heat, popularity and reviews are computed when the list is saved',
            },
            choices: {
                type: { best_seller: 'Best Seller', trending_now: 'Trending Now', top_picks: 'Top Picks' },
                displayStatus: { displaying: 'Displaying', hidden: 'Hidden' },
                rankingStatus: { displaying: 'Displaying', hidden: 'Hidden' },
            },
            tabs_label: 'Ranking list type',
            actions: { display: 'Display', hide: 'Hide' },
            validation: {
                values_range: 'Values are numbers in 0 to 999999',
                ranking_low: 'Estimated ranking is lower than 10 and cannot be saved',
                sku_of_spu: 'The default SKU must be a SKU of the entry\u2019s SPU',
                colour: 'A colour is written #RRGGBB (for example #FF6900)',
            },
        },
    },
};
