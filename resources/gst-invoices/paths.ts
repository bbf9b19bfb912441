import { PATH_TYPE, type InvoiceType } from './tax';

/** The printable detail of an invoice or a credit note: `{type}` is `invoice` or `credit_note`. */
export const DETAIL_PATH = '/inventory/invoice-detail/:id/:type';

export const detailPath = (id: string | number, invoiceType: string): string =>
    `/inventory/invoice-detail/${encodeURIComponent(String(id))}/${PATH_TYPE[invoiceType as InvoiceType] ?? 'invoice'}`;
