/** App version texts (resources.app-versions), in Chinese. */
export const appVersionsZh = {
    resources: {
        'app-versions': {
            name: 'App 版本',
            fields: {
                platform: '平台',
                versionName: '版本号',
                versionCode: '版本代码',
                minSupportedVersion: '最低支持版本',
                updateType: '更新方式',
                releaseNotes: '更新说明',
                downloadUrl: '下载地址',
                grayPercentage: '灰度比例（%）',
                releaseTime: '发布时间',
                status: '状态',
                creator: '创建人',
                createTime: '创建时间',
                lastEditor: '最后编辑人',
                updateTime: '更新时间',
            },
            choices: {
                platform: { android: 'Android', ios: 'iOS' },
                updateType: { optional: '可选更新', force: '强制更新' },
                status: { draft: '草稿', released: '已发布', offline: '已下线' },
            },
            actions: { release: '发布', offline: '下线' },
            live: '当前版本',
            validation: {
                version_format: '版本号须为以点分隔的三个数字，如 5.2.1',
                min_above_version: '最低支持版本不能高于本版本（%{version}）',
                app_store: 'iOS 版本须从 App Store 下载：https://apps.apple.com/…',
                force_gray: '强制更新面向全部用户：灰度比例须为 100%',
                name_taken: '该平台已存在版本 %{version}',
                code_order: '版本代码须随版本号递增：%{other} 的代码为 %{code}',
                locked: '已发布的版本不能修改平台、版本号和版本代码',
                status_change: '状态“%{from}”不能变更为“%{to}”',
            },
        },
    },
};
