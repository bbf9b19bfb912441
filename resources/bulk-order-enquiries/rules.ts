import type { FieldErrors } from '../kit/types';

/** An enquiry's follow-up, in one table: contacted, then converted to a bulk order (in /b2b) or closed. */
export const ENQUIRY_TRANSITIONS = [
    { from: ['new'], to: 'contacted', labelKey: 'resources.bulk-order-enquiries.actions.contacted' },
    { from: ['contacted'], to: 'converted', labelKey: 'resources.bulk-order-enquiries.actions.converted' },
    { from: ['new', 'contacted'], to: 'closed', labelKey: 'resources.bulk-order-enquiries.actions.closed' },
] as const;

/** Bulk orders start at this many units (smaller orders go through the shop). */
export const MIN_BULK_QUANTITY = 10;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The enquiry's own rules (form, mock, import): a reachable e-mail. */
export const enquiryRules = (record: Record<string, unknown>): FieldErrors =>
    typeof record.email === 'string' && record.email !== '' && !EMAIL.test(record.email.trim()) ? { email: 'resources.bulk-order-enquiries.validation.email' } : {};

/** Against the stored enquiry: its status moves only by the table. */
export const enquiryServerRules = (record: Record<string, unknown>, rowsOf: (collection: string) => readonly Record<string, unknown>[]): FieldErrors => {
    const stored = record.id === undefined ? undefined : rowsOf('bulk-order-enquiries').find(row => String(row.id) === String(record.id));
    if (!stored || stored.status === record.status) return {};
    const from = String(stored.status);
    const to = String(record.status);
    return ENQUIRY_TRANSITIONS.some(transition => (transition.from as readonly string[]).includes(from) && transition.to === to)
        ? {}
        : { status: { message: 'resources.bulk-order-enquiries.validation.transition', args: { from, to } } };
};
