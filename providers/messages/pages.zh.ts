import type { pagesEn } from './pages.en';

/** 中文：pages 区域的文本及其列表资源的字段名，键与英文一一对应（中文无复数形式，不用 ||||）。 */
export const pagesZh: typeof pagesEn = {
    oms: {
        pages: {
            back_to_dashboard: '返回首页',
            not_found: {
                title: '404 - 页面不存在',
                message: '您访问的页面不存在，或您没有访问权限。',
            },
            unauthorized: {
                title: '401 - 未授权',
                message: '您无权查看此页面。请使用有权限的账号登录，或联系管理员授权。',
            },
            change_password: {
                intro: '修改成功后将退出登录，请使用新密码重新登录。',
                account: '账号',
                old_password: '当前密码',
                new_password: '新密码',
                confirm_password: '确认新密码',
                submit: '修改密码',
                rules: {
                    required: '必填',
                    min_length: '至少 %{min} 个字符',
                    letters_and_digits: '须同时包含字母和数字',
                    same_as_old: '新密码不能与当前密码相同',
                    mismatch: '两次输入的新密码不一致',
                },
            },
            async_task: {
                created_from: '创建时间起',
                created_to: '创建时间止',
                task_type: {
                    upload: '上传',
                    download: '下载',
                },
                status: {
                    pending: '等待中',
                    processing: '处理中',
                    success: '成功',
                    failed: '失败',
                },
            },
            template_table: {
                create: '新建',
                edit: '编辑',
                cancel: '取消',
                create_title: '新建文章',
                edit_title: '编辑文章 #%{id}',
                status: {
                    published: '已发布',
                    draft: '草稿',
                },
                importance: {
                    low: '1 - 低',
                    medium: '2 - 中',
                    high: '3 - 高',
                },
            },
        },
    },
};
