/** Store address texts (resources.store-addresses), in English. */
export const storeAddressesEn = {
    resources: {
        'store-addresses': {
            name: 'Store address |||| Store addresses',
            fields: {
                countrySite: 'Country site',
                name: 'Store name',
                storeType: 'Store type',
                state: 'State',
                city: 'City',
                address: 'Address',
                pincode: 'Pincode',
                longitude: 'Longitude',
                latitude: 'Latitude',
                businessHours: 'Business hours',
                breakTime: 'Break time',
                contact: 'Contact',
                image: 'Image',
                status: 'Status',
                updateTime: 'Updated',
            },
            choices: {
                countrySite: { in: 'India', id: 'Indonesia', cn: 'China', eu: 'Europe', es: 'Spain', it: 'Italy', fr: 'France', uk: 'United Kingdom', tr: 'Türkiye' },
                storeType: { experience: 'Experience store', flagship: 'Flagship store', authorised: 'Authorised store', service_centre: 'Service centre' },
                status: { display: 'Display', shield: 'Shield' },
            },
            actions: { display: 'Display', shield: 'Shield' },
            preview: {
                intro: 'The store page as customers see it: only stores set to Display are shown.',
                empty: 'No displayed store matches.',
                image_of: 'Picture of %{name}',
                hours: 'Open %{hours} (break %{break})',
                map: 'Show %{name} on the map',
            },
            validation: {
                longitude_range: 'Longitude must be between %{min} and %{max}',
                latitude_range: 'Latitude must be between %{min} and %{max}',
            },
        },
    },
};
