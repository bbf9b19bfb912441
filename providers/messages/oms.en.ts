/** The app's own English texts. Spec texts (section 8) are copied exactly. */
export const omsEn = {
    oms: {
        app: {
            title: 'OMS',
            name: 'OMS Back Office',
        },
        http: {
            timeout: 'The server did not answer within %{seconds} seconds. Please try again.',
            request_failed: 'The request failed. Please try again.',
            bad_response: 'The server sent an answer the app cannot read.',
        },
        auth: {
            sign_in: 'Sign in',
            username: 'Username',
            password: 'Password',
            demo_hint: 'Demo accounts: any role name (admin, qa, finance …), password %{password}.',
            sign_in_title: 'Sign in to OMS',
            locked: 'Too many wrong passwords: this account is locked for a while. Try again later, or ask an administrator to reset your password.',
            signing_in: 'Signing in…',
            completing_sign_on: 'Completing sign-on…',
            sign_on_failed: 'Sign-on could not be completed.',
            back_to_sign_in: 'Back to sign-in',
        },
        toast: {
            switch_language: 'switch language success',
            // Spec section 8: the theme-change success message is in Chinese, in both languages.
            theme_changed: '换肤成功',
            update: 'Update',
            save_success: 'Save success',
            saved_successfully: 'Saved successfully',
            operation_successful: 'Operation successful',
            import_success: 'Import operation is successful',
            import_failed: 'Import operation is failed',
            upload_failed:
                'Upload failed. Please correct the data according to the error messages in the Excel file below and re-upload',
            deleted_successfully: 'Deleted successfully',
            paused_successfully: 'Paused successfully',
            restarted_successfully: 'Restarted successfully',
            ended_successfully: 'Ended successfully',
            fullscreen_unsupported: 'you browser can not work',
        },
        dashboard: {
            greeting: 'Welcome, %{name}',
            site: 'Site: %{site}',
            no_site: 'No site is assigned to your account. Ask an administrator to grant you a site.',
            roles: 'Roles: %{roles}',
            shortcuts: 'Your screens',
            agent_level: 'Agent · level %{level}',
        },
        site: {
            label: 'Site',
        },
        language: {
            label: 'Language',
            en: 'English',
            zh: '中文',
        },
    },
};
