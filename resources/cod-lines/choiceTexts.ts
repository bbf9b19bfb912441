/** Labels the COD lines and remittances share (couriers, match statuses), in both languages. */
export const codChoicesEn = {
    courier: { BD: 'Blue Dart', DL: 'Delhivery', XB: 'Xpressbees', EK: 'Ekart', SF: 'SF Express', JT: 'J&T Express', DH: 'DHL' },
    matchStatus: { matched: 'Matched', short: 'Short', excess: 'Excess', missing: 'Missing order' },
    status: { matched: 'Matched', partially_matched: 'Partially matched', unmatched: 'Unmatched' },
};

export const codChoicesZh = {
    courier: { BD: 'Blue Dart', DL: 'Delhivery', XB: 'Xpressbees', EK: 'Ekart', SF: '顺丰速运', JT: '极兔速递', DH: 'DHL' },
    matchStatus: { matched: '已匹配', short: '少付', excess: '多付', missing: '无此订单' },
    status: { matched: '已匹配', partially_matched: '部分匹配', unmatched: '未匹配' },
};
