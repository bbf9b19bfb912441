import { bankOffersEn } from '../bank-offers/messages.en';

/** bank-offer-bindings texts (resources.bank-offer-bindings), in English. */
export const bankOfferBindingsEn = {
    resources: {
        'bank-offer-bindings': {
            name: 'Bank offer batch row |||| Bank offer batches',
            fields: {
                offer: 'Offer (ID or name)',
                skuCodes: 'SKU codes',
                offerId: 'Bank offer',
                bank: 'Bank',
                skuIds: 'SKUs bound',
                addedCount: 'SKUs added',
                batchNo: 'Batch number',
                creator: 'Imported by',
                createTime: 'Imported at',
            },
            choices: { bank: bankOffersEn.resources['bank-offers'].choices.bank },
            validation: {
                too_many: 'At most %{max} SKU codes a row',
                offer_unknown: 'No bank offer of this site has this ID or name',
                offer_ambiguous: 'Several bank offers have this name: give the offer’s ID',
                sku_unknown: 'Unknown SKU codes: %{codes}',
            },
        },
    },
};
