/** Product card texts (resources.product-cards), in English. */
export const productCardsEn = {
    resources: {
        'product-cards': {
            name: 'Product card |||| Product cards',
            fields: {
                sort: 'Order',
                cardTitle: 'Card title',
                cardType: 'Card type',
                categoryId: 'Category',
                spuId: 'SPU',
                defaultSkuId: 'Default SKU',
                cardImage: 'Card image',
                sellingPoints: 'Selling points',
                tag: 'Tag',
                colourSkuIds: 'Colour swatches',
                showBuyButton: 'Show the buy button',
                badge: 'Badge',
                priceText: 'Price text',
                linkUrl: 'Link',
                status: 'Status',
                updateTime: 'Update time',
            },
            choices: {
                cardType: { dynamic: 'Dynamic (price and stock read live)', static: 'Static (entered by hand)' },
                status: { online: 'Online', offline: 'Offline' },
            },
            validation: {
                dynamic_needs: 'A dynamic card needs its SPU and default SKU',
                static_needs: 'A static card needs its image, price text and link',
                sku_of_spu: "Choose SKUs of the card's SPU",
            },
        },
    },
};
