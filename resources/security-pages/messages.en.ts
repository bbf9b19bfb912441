/** Security page texts (resources.security-pages), in English. */
export const securityPagesEn = {
    resources: {
        'security-pages': {
            name: 'Security page |||| Security pages',
            fields: { title: 'Title', contactEmail: 'Contact e-mail', pgpKeyUrl: 'PGP key', body: 'Body', status: 'Status', updateTime: 'Update time' },
            choices: { status: { online: 'Online', offline: 'Offline' } },
        },
    },
};
