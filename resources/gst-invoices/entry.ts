import type { ResourceEntry } from '../kit/types';

export const entry: ResourceEntry = {
    // GST invoices and credit notes, computed by the server from the shipped orders and the stock ledger's returns.
    // The detail is a printable page at invoice-detail/{id}/{type}; rows link to it from their number.
    collection: 'gst-invoices',
    paths: { list: '/inventory/invoice-list' },
    pages: { '/inventory/invoice-detail/:id/:type': () => import('./InvoicePage') },
    texts: ['skus', 'states'],
    icon: 'receipt',
    representation: 'invoiceNo',
    siteScoped: true,
    load: () => import('./index'),
    views: () => import('./views'),
};
