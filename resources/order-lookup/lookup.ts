/**
 * Any order from anywhere (the top bar's order lookup): what the user typed, read as the one order field it is, and
 * the order list's own filter for it, so that "several orders" opens the list filtered exactly as the lookup counted,
 * with the filter shown in the list's bar. Pure (the top bar's access check reads ORDER_DETAIL_SAMPLE_PATH with the
 * first visit; the field loads after it).
 *
 * - an e-mail (has `@`)                                 → e-mail contains it
 * - an order number (`OMS` and digits, any case)        → order ID contains it
 * - a phone number (digits, optional `+`, spaces, dashes, brackets; at least 6 digits) → contact number contains its digits
 * - anything else                                       → shipping number contains it
 */
export type LookupField = 'email' | 'orderId' | 'contactNumber' | 'shippingNumber';

export const ORDER_COLLECTION = 'orders';
export const ORDER_LIST_PATH = '/orders/index';
/** A sample of the order page's path, for the access check (`:id` filled). */
export const ORDER_DETAIL_SAMPLE_PATH = '/orders/orderDetail/1';
export const orderDetailPath = (id: string | number) => `/orders/orderDetail/${encodeURIComponent(String(id))}`;

/** The longest text the lookup sends (the mock's bound on a search text is 500). */
export const LOOKUP_MAX_LENGTH = 100;

export const lookupFieldOf = (text: string): LookupField => {
    if (text.includes('@')) return 'email';
    if (/^OMS\d+$/i.test(text)) return 'orderId';
    if (/^\+?[\d\s()-]+$/.test(text) && text.replace(/\D/g, '').length >= 6) return 'contactNumber';
    return 'shippingNumber';
};

/** The order list's filter for what was typed (its `{field}_q` contains-filter), or undefined for nothing typed. */
export const lookupFilter = (typed: string): Record<string, string> | undefined => {
    const text = typed.trim().slice(0, LOOKUP_MAX_LENGTH);
    if (!text) return undefined;
    const field = lookupFieldOf(text);
    const value = field === 'contactNumber' ? text.replace(/[\s()-]/g, '') : text;
    return { [`${field}_q`]: value };
};

/** The order list filtered to what the lookup found. */
export const lookupListPath = (filter: Record<string, string>) => `${ORDER_LIST_PATH}?filter=${encodeURIComponent(JSON.stringify(filter))}`;
