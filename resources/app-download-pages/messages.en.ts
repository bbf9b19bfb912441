/** App-download page texts (resources.app-download-pages), in English. */
export const appDownloadPagesEn = {
    resources: {
        'app-download-pages': {
            name: 'App-download page |||| App-download pages',
            fields: {
                title: 'Title',
                description: 'Description',
                appIcon: 'App icon',
                qrCode: 'QR code',
                googlePlayUrl: 'Google Play link',
                appStoreUrl: 'App Store link',
                apkFile: 'APK file',
                versionText: 'Version',
                bannerPc: 'Banner (PC)',
                bannerMobile: 'Banner (mobile)',
                status: 'Status',
                updateTime: 'Update time',
            },
            choices: { status: { online: 'Online', offline: 'Offline' } },
            validation: {
                google_play: 'A Google Play link reads https://play.google.com/store/apps/details?id=…',
                app_store: 'An App Store link reads https://apps.apple.com/{country}/app/{name}/id{number}',
                somewhere: 'Give a Google Play link, an App Store link or the APK file',
                version: 'A version reads V5.2 or V5.2.1',
            },
        },
    },
};
