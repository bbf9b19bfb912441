/** URL whitelist texts (resources.url-whitelist), in English. */
export const urlWhitelistEn = {
    resources: {
        'url-whitelist': {
            name: 'Whitelisted URL |||| URL whitelist',
            fields: {
                urlPattern: 'Domain or URL',
                type: 'Type',
                remark: 'Remark',
                status: 'Status',
                creator: 'Created by',
                createTime: 'Created',
                lastEditor: 'Last edited by',
                updateTime: 'Updated',
            },
            choices: {
                type: { domain: 'Domain (and its subdomains)', exact_url: 'Exact URL' },
                status: { enabled: 'Enabled', disabled: 'Disabled' },
            },
            validation: {
                domain: 'A domain is a host name in lower case, such as example.com (no http://, path or *)',
                exact_url: 'An exact URL is a whole http(s) address, such as https://www.example.com/sale',
            },
        },
    },
};
