/** Service-website country texts (resources.service-countries), in English. */
export const serviceCountriesEn = {
    resources: {
        'service-countries': {
            name: 'Country |||| Countries',
            fields: {
                countryCode: 'Country code',
                countryName: 'Country',
                site: 'Site',
                language: 'Language',
                currency: 'Currency',
                domain: 'Domain',
                hotline: 'Service hotline',
                email: 'Service e-mail',
                sort: 'Sort',
                status: 'Status',
            },
            choices: {
                site: { in: 'India', id: 'Indonesia', cn: 'China', eu: 'Europe', es: 'Spain', it: 'Italy', fr: 'France', uk: 'United Kingdom', tr: 'Türkiye' },
                status: { enabled: 'Enabled', disabled: 'Disabled' },
            },
            tabs: { main: 'Country', site: 'Site settings' },
            validation: {
                countryCode: 'Enter the two-letter ISO country code in capitals, e.g. IN',
                language: 'Enter a language and region, e.g. en-IN',
                currency: 'Enter the three-letter ISO currency code in capitals, e.g. INR',
                domain: 'Enter a domain name without http:// or a path, e.g. support.example.in',
                hotline: 'Enter 6 to 15 digits (spaces, dashes and a leading + allowed)',
                email: 'Enter a valid e-mail address',
            },
        },
    },
};
