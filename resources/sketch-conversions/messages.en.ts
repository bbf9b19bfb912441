/** sketch-conversions texts (resources.sketch-conversions), in English. */
export const sketchConversionsEn = {
    resources: {
        'sketch-conversions': {
            name: 'Design conversion |||| Design conversions',
            fields: { name: 'Name', designImage: 'Design image', htmlResult: 'HTML', status: 'Status', creator: 'Creator', createTime: 'Create time' },
            choices: { status: { done: 'Done', failed: 'Failed' } },
            tool: {
                intro: 'Upload a design exported as HTML, or paste it: scripts, event handlers, frames, forms and any address other than http(s) or a site path are taken out. Preview the page and copy the safe HTML.',
                upload: 'Upload HTML file',
                copy: 'Copy safe HTML',
                copied: 'Safe HTML copied',
                source: 'HTML',
                source_help: 'What the page will show is on the right',
                too_large: 'HTML files up to 2 MB',
                empty: 'The page appears here once there is HTML to show',
                page: 'the converted page',
            },
        },
    },
};
