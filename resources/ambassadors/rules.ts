import type { FieldErrors, StatusAction } from '../kit/types';

/**
 * An ambassador's statuses in one table: an application is approved or rejected; an approved ambassador is disabled
 * and enabled again. Each from the row, confirmed; the mock refuses any other change (serverRules).
 */
export const AMBASSADOR_STATUSES = ['pending', 'approved', 'rejected', 'disabled'] as const;

export const AMBASSADOR_STATUS: StatusAction = {
    field: 'status',
    transitions: [
        { from: ['pending'], to: 'approved', labelKey: 'resources.ambassadors.actions.approve' },
        { from: ['pending'], to: 'rejected', labelKey: 'resources.ambassadors.actions.reject' },
        { from: ['approved'], to: 'disabled', labelKey: 'resources.kit.disable' },
        { from: ['disabled'], to: 'approved', labelKey: 'resources.kit.enable' },
    ],
};

export const LEVELS = ['bronze', 'silver', 'gold'] as const;

/** A status changes only along the table. */
export const ambassadorServerRules = (record: Record<string, unknown>, rowsOf: (collection: string) => readonly Record<string, unknown>[]): FieldErrors => {
    const stored = record.id === undefined ? undefined : rowsOf('ambassadors').find(row => String(row.id) === String(record.id));
    if (!stored) return {};
    // What an ambassador brought is the server's sum of the referral records.
    if (['totalOrders', 'totalCommission'].some(field => Number(stored[field]) !== Number(record[field]))) return { totalOrders: 'resources.ambassadors.validation.totals' };
    if (stored.status === record.status) return {};
    const allowed = AMBASSADOR_STATUS.transitions.some(row => row.from.includes(String(stored.status)) && row.to === record.status);
    return allowed ? {} : { status: { message: 'resources.ambassadors.validation.transition', args: { from: String(stored.status), to: String(record.status) } } };
};
