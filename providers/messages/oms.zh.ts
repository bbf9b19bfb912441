import type { omsEn } from './oms.en';

/** 应用自身的中文文本；键与 oms.en.ts 一一对应（测试会校验）。 */
export const omsZh: typeof omsEn = {
    oms: {
        app: {
            title: 'OMS',
            name: 'OMS 管理后台',
        },
        http: {
            timeout: '服务器在 %{seconds} 秒内没有响应，请重试。',
            request_failed: '请求失败，请重试。',
            bad_response: '服务器返回了无法识别的数据。',
        },
        auth: {
            sign_in: '登录',
            username: '用户名',
            password: '密码',
            demo_hint: '演示账号：任一角色名（admin、qa、finance …），密码 %{password}。',
            sign_in_title: '登录 OMS',
            locked: '密码错误次数过多：该账号已被暂时锁定。请稍后再试，或请管理员重置密码。',
            signing_in: '正在登录…',
            completing_sign_on: '正在完成单点登录…',
            sign_on_failed: '单点登录未能完成。',
            back_to_sign_in: '返回登录',
        },
        toast: {
            switch_language: '切换语言成功',
            // Spec section 8: the theme-change success message is in Chinese, in both languages.
            theme_changed: '换肤成功',
            update: '更新成功',
            save_success: '保存成功',
            saved_successfully: '保存成功',
            operation_successful: '操作成功',
            import_success: '导入成功',
            import_failed: '导入失败',
            upload_failed: '上传失败，请根据下方 Excel 文件中的错误信息修改数据后重新上传',
            deleted_successfully: '删除成功',
            paused_successfully: '暂停成功',
            restarted_successfully: '重启成功',
            ended_successfully: '结束成功',
            fullscreen_unsupported: '您的浏览器不支持全屏',
        },
        dashboard: {
            greeting: '欢迎，%{name}',
            site: '站点：%{site}',
            no_site: '您的账号尚未分配站点，请联系管理员授予站点。',
            roles: '角色：%{roles}',
            shortcuts: '我的页面',
            agent_level: '代理商 · 等级 %{level}',
        },
        site: {
            label: '站点',
        },
        language: {
            label: '语言',
            en: 'English',
            zh: '中文',
        },
    },
};
