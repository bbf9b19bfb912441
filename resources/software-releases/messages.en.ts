/** Software release texts (resources.software-releases), in English. */
export const softwareReleasesEn = {
    resources: {
        'software-releases': {
            name: 'Software release |||| Software releases',
            fields: {
                modelId: 'Model',
                releaseType: 'Package',
                version: 'Version',
                releaseDate: 'Release date',
                fileUrl: 'Package link',
                fileSizeMb: 'Size (MB)',
                md5: 'MD5',
                changelog: 'Changelog',
                status: 'Status',
                updateTime: 'Update time',
            },
            choices: { releaseType: { ota: 'OTA update', full_rom: 'Full ROM' }, status: { online: 'Online', offline: 'Offline' } },
            validation: {
                version: 'Enter the build as About phone shows it, e.g. V14.0.6.0.UNOINXM',
                md5: 'Enter the MD5 checksum: 32 characters 0–9 and a–f',
                package: 'Link a package the phone installs: .zip, .tgz or .img',
                version_taken: 'This model already has this version of this package',
            },
        },
    },
};
