/** Support basics texts (resources.support-configurations), in English. */
export const supportConfigurationsEn = {
    resources: {
        'support-configurations': {
            name: 'Support basics |||| Support basics',
            fields: {
                hotline: 'Hotline',
                workingHours: 'Working hours',
                supportEmail: 'Support e-mail',
                whatsappNumber: 'WhatsApp number',
                logo: 'Logo',
                announcement: 'Announcement',
                chatEntryEnabled: 'Chat entry shown',
                updateTime: 'Update time',
            },
            validation: {
                hotline: 'Enter a number of 6 to 15 digits, e.g. 1800-103-6286',
                whatsapp: 'Enter the number in international form, e.g. +919876543210',
                hours: 'Enter the days and the hours, closing after opening, e.g. Mon–Sat 09:00–21:00',
            },
        },
    },
};
