import { ORDER_CHOICES_ZH } from '../order-common/choiceTexts';
import { bankOffersZh } from '../bank-offers/messages.zh';

/** gateway-bank-offers texts (resources.gateway-bank-offers), in Chinese. */
export const gatewayBankOffersZh = {
    resources: {
        'gateway-bank-offers': {
            name: '支付渠道银行优惠',
            fields: {
                gateway: '支付渠道',
                gatewayOfferId: '渠道优惠 ID',
                offerName: '优惠名称',
                bank: '银行',
                linkedOffer: '关联银行优惠',
                syncStatus: '同步状态',
                updateTime: '更新时间',
            },
            choices: {
                gateway: ORDER_CHOICES_ZH.payChannel,
                bank: bankOffersZh.resources['bank-offers'].choices.bank,
                syncStatus: { synced: '已同步', not_synced: '未同步', failed: '同步失败' },
            },
        },
    },
};
