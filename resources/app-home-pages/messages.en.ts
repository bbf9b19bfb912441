import { appCommonEn } from '../app-common/texts';

/** App home V2 texts (resources.app-home-pages), in English; a module's labels are the V1 home module's. */
export const appHomePagesEn = {
    resources: {
        'app-home-pages': {
            name: 'App home version |||| App home versions',
            fields: {
                pageId: 'Page ID',
                pageName: 'Version name',
                platform: 'Platform',
                minAppVersion: 'Minimum app version',
                startTime: 'Shown from',
                endTime: 'Shown until',
                status: 'Status',
                modules: 'Modules',
                creator: 'Created by',
                createTime: 'Created',
                lastEditor: 'Last edited by',
                updateTime: 'Updated',
            },
            choices: {
                platform: { android: 'Android', ios: 'iOS', all: 'All platforms' },
                status: { draft: 'Draft', online: 'Online', offline: 'Offline' },
            },
            tabs: { main: 'Version', modules: 'Modules' },
            actions: { online: 'Put online', offline: 'Take offline' },
            copy: {
                button: 'Copy',
                title: 'Copy “%{name}”',
                content: 'Make a new draft with this version’s platform, window and modules? The copy goes online only when you put it online.',
                name: '%{name} (copy)',
                done: 'Copied into the draft “%{name}”',
            },
            add_module: 'Add a module',
            validation: {
                version_format: 'A version is three numbers separated by dots, such as 5.2.0',
                modules_list: 'Modules are a list of modules',
                modules_many: 'A version holds at most %{max} modules',
                modules_online: 'Add at least one module before the version goes online',
                status_change: 'The status “%{from}” cannot change to “%{to}”',
            },
        },
    },
};

export { appCommonEn };
