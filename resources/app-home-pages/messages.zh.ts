import { appCommonZh } from '../app-common/texts';

/** App home V2 texts (resources.app-home-pages), in Chinese. */
export const appHomePagesZh = {
    resources: {
        'app-home-pages': {
            name: '应用首页版本',
            fields: {
                pageId: '页面 ID',
                pageName: '版本名称',
                platform: '平台',
                minAppVersion: '最低应用版本',
                startTime: '展示开始',
                endTime: '展示结束',
                status: '状态',
                modules: '模块',
                creator: '创建人',
                createTime: '创建时间',
                lastEditor: '最后编辑人',
                updateTime: '更新时间',
            },
            choices: {
                platform: { android: 'Android', ios: 'iOS', all: '全部平台' },
                status: { draft: '草稿', online: '已上线', offline: '已下线' },
            },
            tabs: { main: '版本', modules: '模块' },
            actions: { online: '上线', offline: '下线' },
            copy: {
                button: '复制',
                title: '复制“%{name}”',
                content: '以此版本的平台、时间和模块新建一个草稿？副本需另行上线。',
                name: '%{name}（副本）',
                done: '已复制为草稿“%{name}”',
            },
            add_module: '添加模块',
            validation: {
                version_format: '版本号须为以点分隔的三个数字，如 5.2.0',
                modules_list: '模块须为模块列表',
                modules_many: '一个版本最多 %{max} 个模块',
                modules_online: '版本上线前请至少添加一个模块',
                status_change: '状态“%{from}”不能变更为“%{to}”',
            },
        },
    },
};

export { appCommonZh };
