/**
 * English texts of the pages area (keys under oms.pages), plus the field labels of the resources those pages list,
 * under react-admin's own convention (`resources.<name>.name`, `resources.<name>.fields.<source>`).
 */
export const pagesEn = {
    oms: {
        pages: {
            back_to_dashboard: 'Back to dashboard',
            not_found: {
                title: '404 - Page not found',
                message: 'The page you are looking for does not exist, or you have no access to it.',
            },
            unauthorized: {
                title: '401 - Unauthorized',
                message: 'You are not authorised to view this page. Sign in with an account that has access, or ask an administrator to grant it.',
            },
            change_password: {
                intro: 'After the change you are signed out; sign in again with the new password.',
                account: 'Account',
                old_password: 'Current password',
                new_password: 'New password',
                confirm_password: 'Confirm new password',
                submit: 'Change password',
                rules: {
                    required: 'Required',
                    min_length: 'At least %{min} characters',
                    letters_and_digits: 'Use both letters and digits',
                    same_as_old: 'The new password must differ from the current one',
                    mismatch: 'The two new passwords do not match',
                },
            },
            async_task: {
                created_from: 'Created from',
                created_to: 'Created to',
                task_type: {
                    upload: 'Upload',
                    download: 'Download',
                },
                status: {
                    pending: 'Pending',
                    processing: 'Processing',
                    success: 'Success',
                    failed: 'Failed',
                },
            },
            template_table: {
                create: 'Create',
                edit: 'Edit',
                cancel: 'Cancel',
                create_title: 'Create an article',
                edit_title: 'Edit article #%{id}',
                status: {
                    published: 'Published',
                    draft: 'Draft',
                },
                importance: {
                    low: '1 - Low',
                    medium: '2 - Medium',
                    high: '3 - High',
                },
            },
        },
    },
};
