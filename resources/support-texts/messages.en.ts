/** Support UI text texts (resources.support-texts), in English. */
export const supportTextsEn = {
    resources: {
        'support-texts': {
            name: 'Support UI text |||| Support UI texts',
            fields: { textKey: 'Key', module: 'Module', language: 'Language', text: 'Text', updateTime: 'Update time' },
            languages: {
                open: 'Every language',
                title: '%{key} in every language',
                saved: '%{count} texts saved',
            },
            validation: {
                key: 'Enter the key as dot-separated parts of lower-case letters, digits and _, e.g. home.search.placeholder',
                language: 'Enter the language and region, e.g. en-IN',
                key_language: 'This key already has a text in this language',
            },
        },
    },
};
