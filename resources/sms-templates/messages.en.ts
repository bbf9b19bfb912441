import { MESSAGING_EN } from '../sms-common/texts';

/** Message template texts (resources.sms-templates), in English. */
export const smsTemplatesEn = {
    resources: {
        'sms-templates': {
            name: 'Message template |||| Message templates',
            fields: {
                templateCode: 'Template code',
                templateName: 'Template name',
                channel: 'Channel',
                scenario: 'Scenario',
                language: 'Language',
                title: 'Title',
                content: 'Content',
                variables: 'Variables',
                sampleValues: 'Sample values',
                senderId: 'Sender ID',
                dltTemplateId: 'DLT template ID',
                encoding: 'Encoding',
                characters: 'Characters',
                smsParts: 'SMS parts',
                status: 'Status',
                updateTime: 'Updated',
            },
            choices: {
                ...MESSAGING_EN.choices,
                scenario: {
                    otp: 'One-time password',
                    order_placed: 'Order placed',
                    payment_success: 'Payment received',
                    shipped: 'Shipped',
                    delivered: 'Delivered',
                    cod_confirm: 'COD confirmation',
                    refund: 'Refund',
                    prebook: 'Pre-booking',
                    restock: 'Back in stock',
                    marketing: 'Marketing',
                },
            },
            actions: MESSAGING_EN.actions,
            hints: {
                variables: 'Names used in the content as {name}, separated by commas',
                sampleValues: 'A value per variable for the preview, e.g. {"name": "Priya"}',
            },
            preview: {
                title: 'Preview',
                empty: 'Write the content to see the message',
                count: '%{characters} characters · %{encoding} · SMS parts: %{parts} · %{remaining} left in this part',
                missing: 'No sample value yet for: %{names}',
            },
            validation: {
                variable_name: 'Variable "%{name}" must start with a letter and hold only letters, digits and _',
                undeclared: 'Variable {%{name}} is used but not declared',
                unused: 'Variable "%{name}" is declared but not used',
                sample_unknown: 'Sample value "%{name}" is not a declared variable',
                sender_required: 'An SMS needs a sender ID',
                sender_format: 'A sender ID is 3 to 11 letters or digits',
                dlt_format: 'A DLT template ID is 19 digits',
                too_long: 'This message is %{parts} SMS parts; the most is %{max}',
                title_required: 'A push or an e-mail needs a title',
            },
        },
    },
};
