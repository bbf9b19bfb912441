/** Repair-progress search page texts (resources.repair-progress-pages), in English. */
export const repairProgressPagesEn = {
    resources: {
        'repair-progress-pages': {
            name: 'Repair progress search page |||| Repair progress search pages',
            fields: { title: 'Title', searchHint: 'Search hint', searchBy: 'Search by', intro: 'Introduction', banner: 'Banner', status: 'Status', updateTime: 'Update time' },
            choices: {
                searchBy: { request_no: 'Request number', imei: 'IMEI', mobile: 'Mobile' },
                status: { online: 'Online', offline: 'Offline' },
            },
            validation: {
                search_key: 'Search by the request number or the IMEI too: a mobile alone names several repairs',
                banner_online: 'An online page shows its banner',
            },
        },
    },
};
