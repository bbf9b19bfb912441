import type { ResourceEntry } from '../kit/types';

/**
 * COD remittances per courier and date (/financialReconciliation/codList), summed from the imported lines; a
 * record's page is `codDetail/:id/:time` (its id names the courier and the date; `:time` is the kit's constant).
 */
export const entry: ResourceEntry = {
    collection: 'cod-remittances',
    paths: { list: '/financialReconciliation/codList', edit: '/financialReconciliation/codDetail/:id/:time' },
    pathParams: { time: 'remittance' },
    icon: 'payments',
    representation: '%{utrNo} (%{remittanceDate})',
    siteScoped: true,
    load: () => import('./index'),
    views: () => import('./views'),
    texts: ['cod-lines'],
};
