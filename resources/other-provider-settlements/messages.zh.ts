import { lineTexts } from '../settlement-common/texts';

/** other-provider-settlements texts (resources.other-provider-settlements), in Chinese. */
export const otherProviderSettlementsZh = lineTexts('zh', 'other-provider-settlements', '其他渠道结算明细');
