import { ORDER_CHOICES_EN } from '../order-common/choiceTexts';
import { bankOffersEn } from '../bank-offers/messages.en';

/** gateway-bank-offers texts (resources.gateway-bank-offers), in English. */
export const gatewayBankOffersEn = {
    resources: {
        'gateway-bank-offers': {
            name: 'Gateway bank offer |||| Gateway bank offers',
            fields: {
                gateway: 'Gateway',
                gatewayOfferId: 'Gateway offer ID',
                offerName: 'Offer name',
                bank: 'Bank',
                linkedOffer: 'Bank offer',
                syncStatus: 'Sync',
                updateTime: 'Updated',
            },
            choices: {
                gateway: ORDER_CHOICES_EN.payChannel,
                bank: bankOffersEn.resources['bank-offers'].choices.bank,
                syncStatus: { synced: 'Synced', not_synced: 'Not synced', failed: 'Failed' },
            },
        },
    },
};
