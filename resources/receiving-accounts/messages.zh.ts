/** receiving-accounts texts (resources.receiving-accounts), in Chinese. */
export const receivingAccountsZh = {
    resources: {
        'receiving-accounts': {
            name: '收款账户',
            fields: {
                bankName: '银行',
                accountName: '户名',
                accountNumber: '账号',
                ifsc: 'IFSC',
                branch: '支行',
                currency: '币种',
                status: '状态',
            },
            choices: { currency: { INR: '印度卢比（INR）' }, status: { enabled: '启用', disabled: '禁用' } },
            validation: {
                account_number: '账号为 9 到 18 位数字',
                ifsc: 'IFSC 为 4 个字母、0、再 6 个字母或数字（如 HDFC0000060）',
            },
        },
    },
};
