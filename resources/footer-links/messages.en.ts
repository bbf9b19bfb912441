/** footer-links texts (resources.footer-links), in English. */
export const footerLinksEn = {
    resources: {
        'footer-links': {
            name: 'Footer link |||| Footer links',
            fields: { sort: 'Order', footerColumn: 'Column', linkName: 'Link name', linkUrl: 'Link', icon: 'Icon', openInNewTab: 'Open in a new tab', status: 'Status', updateTime: 'Update time' },
            choices: {
                footerColumn: { products: 'Products', support: 'Support', shop: 'Shop', about: 'About', legal: 'Legal', social: 'Social' },
                status: { online: 'Online', offline: 'Offline' },
            },
        },
    },
};
