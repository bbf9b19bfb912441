import type { FieldErrors } from '../kit/types';

/**
 * A points rule: what triggers it, fixed points or points per amount spent (then per how much), a daily cap per user,
 * how long the points stay valid, and when the rule runs. One enabled rule per trigger on a site.
 */
export const TRIGGERS = ['order_paid', 'order_delivered', 'review', 'sign_in', 'register', 'birthday'] as const;
export const POINTS_MODES = ['fixed', 'per_amount'] as const;

/** Only order triggers earn per amount spent. */
const AMOUNT_TRIGGERS: readonly unknown[] = ['order_paid', 'order_delivered'];

const blank = (value: unknown) => value === undefined || value === null || value === '';

export const pointsRuleRules = (record: Record<string, unknown>): FieldErrors => {
    const errors: FieldErrors = {};
    if (record.pointsMode === 'per_amount') {
        if (!AMOUNT_TRIGGERS.includes(record.trigger)) errors.pointsMode = 'resources.points-rules.validation.per_amount_orders';
        else if (blank(record.amountUnit) || Number(record.amountUnit) <= 0) errors.amountUnit = 'resources.points-rules.validation.amount_unit';
    }
    if (!blank(record.startTime) && !blank(record.endTime) && Date.parse(String(record.endTime)) <= Date.parse(String(record.startTime))) {
        errors.endTime = 'resources.points-rules.validation.end_after_start';
    }
    return errors;
};

/** One enabled rule per trigger on a site (else a user would earn twice for one thing). */
export const pointsRuleServerRules = (record: Record<string, unknown>, rowsOf: (collection: string) => readonly Record<string, unknown>[]): FieldErrors => {
    if (record.status !== 'enabled') return {};
    const twin = rowsOf('points-rules').find(row => row.status === 'enabled' && row.trigger === record.trigger && String(row.id) !== String(record.id));
    return twin ? { trigger: { message: 'resources.points-rules.validation.one_enabled', args: { rule: String(twin.ruleName) } } } : {};
};
