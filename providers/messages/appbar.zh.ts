import type { appbarEn } from './appbar.en';

/** 中文：appbar 区域的文本，键与英文一一对应。 */
export const appbarZh: typeof appbarEn = {
    oms: {
        appbar: {
            sibling_apps: {
                label: '其他应用',
                bulk: '大宗销售',
                bulk_overseas: '海外大宗销售',
                productCore: '商品主数据',
                prophet: '毛利',
                new_tab: '%{name}（在新标签页打开）',
            },
            async_task: {
                label: '异步任务',
                updated: '异步任务：有新结果',
            },
            site: {
                option: '%{name}（%{code}）',
            },
            user_menu: {
                dashboard: '首页',
                change_password: '修改密码',
            },
            fullscreen: {
                enter: '全屏',
                exit: '退出全屏',
            },
            error_log: {
                button: '错误日志：%{smart_count} 条错误',
                title: '错误日志',
                time: '时间',
                message: '信息',
                component: '组件',
                info: '详情',
                url: '网址',
                repeated: '出现 %{count} 次',
                stack: '调用栈',
                empty: '暂无错误记录。',
                clear: '清空',
                close: '关闭',
            },
            error_boundary: {
                title: '页面的这一部分无法显示。',
                hint: '该错误已记录到错误日志。',
                retry: '重试',
                dashboard: '返回首页',
            },
        },
    },
};
