/** Support app page texts (resources.support-app-modules), in Chinese. */
export const supportAppModulesZh = {
    resources: {
        'support-app-modules': {
            name: '服务页模块',
            fields: {
                title: '标题',
                layout: '布局',
                pictures: '图片',
                sort: '排序',
                status: '状态',
                updateTime: '更新时间',
            },
            choices: {
                layout: { four_per_row: '一行 4 张图片', two_per_row: '一行 2 张图片' },
                status: { online: '上线', offline: '下线' },
            },
            actions: { online: '上线', offline: '下线' },
            picture_of: '%{title}，第 %{number} 张图片',
            validation: { picture_multiple: '图片数量须为 %{multiple} 的倍数（当前 %{count} 张）' },
        },
    },
};
