/** URL whitelist texts (resources.url-whitelist), in Chinese. */
export const urlWhitelistZh = {
    resources: {
        'url-whitelist': {
            name: 'URL 白名单',
            fields: {
                urlPattern: '域名或 URL',
                type: '类型',
                remark: '备注',
                status: '状态',
                creator: '创建人',
                createTime: '创建时间',
                lastEditor: '最后编辑人',
                updateTime: '更新时间',
            },
            choices: {
                type: { domain: '域名（含子域名）', exact_url: '精确 URL' },
                status: { enabled: '启用', disabled: '禁用' },
            },
            validation: {
                domain: '域名须为小写主机名，如 example.com（不含 http://、路径或 *）',
                exact_url: '精确 URL 须为完整的 http(s) 地址，如 https://www.example.com/sale',
            },
        },
    },
};
