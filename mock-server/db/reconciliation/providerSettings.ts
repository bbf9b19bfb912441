import type { Row } from '../collection';
import { ALL_SITE_CODES } from '../sites';
import { ORDERS_NOW } from '../seed/orders';
import { gatewayOf, hash, TAX_ON_FEE_BP } from './statementLines';

/**
 * The finance settings of each gateway a site's orders are paid through (/financialReconciliation/financialInfoSettings),
 * one per site and gateway: the fee and settlement cycle the gateway's statements are drawn with, and the tax on the
 * fee of the site's market. The settlement reconciliation reads them (settlement.ts): a line's expected fee and its
 * settlement day.
 */
const CHANNELS_OF_SITE: Readonly<Record<string, readonly string[]>> = {
    in: ['razorpay', 'payu', 'paytm', 'ccavenue', 'billdesk'],
    id: ['midtrans', 'xendit'],
    cn: ['alipay', 'wechat_pay', 'unionpay'],
};
const EUROPE = ['adyen', 'stripe', 'paypal'];
const GL_ACCOUNTS = ['1120-GW-SETTLE', '1121-UPI-SETTLE', '1122-CARD-SETTLE', '1123-WALLET-SETTLE'];

const digitsOf = (text: string, length: number) => String(Math.abs(hash(text))).padStart(length, '7').slice(0, length);

export const seedProviderSettings = (): Row[] =>
    ALL_SITE_CODES.flatMap(siteCode => (CHANNELS_OF_SITE[siteCode] ?? EUROPE).map(provider => ({ siteCode, provider }))).map(({ siteCode, provider }, index) => {
        const gateway = gatewayOf(provider);
        return {
            id: index + 1,
            siteCode,
            provider,
            merchantId: `${provider.slice(0, 3).toUpperCase()}${siteCode.toUpperCase()}${digitsOf(`${siteCode}${provider}`, 8)}`,
            feeRate: gateway.feeBp / 10_000,
            taxOnFeeRate: (TAX_ON_FEE_BP[siteCode] ?? 0) / 10_000,
            settlementCycleDays: gateway.lagDays,
            bankAccount: `${siteCode === 'in' ? '5020' : 'DE89'}${digitsOf(`${provider}${siteCode}acct`, 10)}`,
            glAccountCode: GL_ACCOUNTS[index % GL_ACCOUNTS.length],
            status: 'enabled',
            updateTime: new Date(ORDERS_NOW - (index + 3) * 86_400_000).toISOString(),
        };
    });
