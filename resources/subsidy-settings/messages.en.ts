/** Subsidy basic setting texts (resources.subsidy-settings), in English. */
export const subsidySettingsEn = {
    resources: {
        'subsidy-settings': {
            name: 'Subsidy setting |||| Subsidy settings',
            fields: {
                enabled: 'Subsidy on',
                categories: 'Categories',
                invoiceRequired: 'E-invoice required',
                detailsDeadlineDays: 'Details due (days)',
                auditSlaDays: 'Audit within (days)',
                reminderTemplate: 'Reminder SMS template',
                noticeText: 'Notice to buyers',
                updateTime: 'Updated',
            },
            choices: { categories: { phone: 'Phone', tablet: 'Tablet', smartwatch: 'Smartwatch', band: 'Fitness band' } },
            validation: {
                template_code: 'A template code: a capital letter, then capitals, digits or _ (3 to 40)',
                whole_days: 'A whole number of days',
            },
        },
    },
};
