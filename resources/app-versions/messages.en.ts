/** App version texts (resources.app-versions), in English. */
export const appVersionsEn = {
    resources: {
        'app-versions': {
            name: 'App version |||| App versions',
            fields: {
                platform: 'Platform',
                versionName: 'Version',
                versionCode: 'Version code',
                minSupportedVersion: 'Minimum supported version',
                updateType: 'Update',
                releaseNotes: 'Release notes',
                downloadUrl: 'Download URL',
                grayPercentage: 'Grey release (%)',
                releaseTime: 'Released',
                status: 'Status',
                creator: 'Created by',
                createTime: 'Created',
                lastEditor: 'Last edited by',
                updateTime: 'Updated',
            },
            choices: {
                platform: { android: 'Android', ios: 'iOS' },
                updateType: { optional: 'Optional update', force: 'Force update' },
                status: { draft: 'Draft', released: 'Released', offline: 'Offline' },
            },
            actions: { release: 'Release', offline: 'Take offline' },
            live: 'Live',
            validation: {
                version_format: 'A version is three numbers separated by dots, such as 5.2.1',
                min_above_version: 'The minimum supported version cannot be above the version itself (%{version})',
                app_store: 'An iOS version downloads from the App Store: https://apps.apple.com/…',
                force_gray: 'A force update reaches every user: the grey release is 100%',
                name_taken: 'Version %{version} of this platform already exists',
                code_order: 'Version codes rise with versions: %{other} has code %{code}',
                locked: 'A released version keeps its platform, version and version code',
                status_change: 'The status “%{from}” cannot change to “%{to}”',
            },
        },
    },
};
