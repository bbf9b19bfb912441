/** App-download page texts (resources.app-download-pages), in Chinese. */
export const appDownloadPagesZh = {
    resources: {
        'app-download-pages': {
            name: 'App 下载页',
            fields: {
                title: '标题',
                description: '描述',
                appIcon: 'App 图标',
                qrCode: '二维码',
                googlePlayUrl: 'Google Play 链接',
                appStoreUrl: 'App Store 链接',
                apkFile: 'APK 文件',
                versionText: '版本',
                bannerPc: '横幅（PC）',
                bannerMobile: '横幅（移动端）',
                status: '状态',
                updateTime: '更新时间',
            },
            choices: { status: { online: '上线', offline: '下线' } },
            validation: {
                google_play: 'Google Play 链接格式为 https://play.google.com/store/apps/details?id=…',
                app_store: 'App Store 链接格式为 https://apps.apple.com/{国家}/app/{名称}/id{数字}',
                somewhere: '请填写 Google Play 链接、App Store 链接或上传 APK 文件',
                version: '版本格式为 V5.2 或 V5.2.1',
            },
        },
    },
};
