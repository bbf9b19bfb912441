/** page-releases texts (resources.page-releases), in English. */
export const pageReleasesEn = {
    resources: {
        'page-releases': {
            name: 'Page release |||| Page releases',
            fields: { pageName: 'Page', path: 'Path', version: 'Version', environment: 'Environment', status: 'Status', lastOperator: 'Releaser', updateTime: 'Release time' },
            choices: {
                environment: { test: 'Test', prod: 'Production' },
                status: { pending: 'Pending', released: 'Released', rolled_back: 'Rolled back', failed: 'Failed' },
            },
            actions: { release: 'Release', fail: 'Mark failed', retry: 'Retry', roll_back: 'Roll back' },
            validation: { version: 'A version is three numbers, e.g. 1.4.2', transition: 'A release cannot go from %{from} to %{to}' },
        },
    },
};
