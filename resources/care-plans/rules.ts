import type { FieldErrors } from '../kit/types';

export const PLAN_TYPES = ['extended_warranty', 'screen_damage', 'accidental_damage', 'combo'] as const;

/**
 * The durations each kind of plan is sold for, in months: an extended warranty adds one or two years to the
 * 12-month warranty; damage cover runs six months or a year; a combo one or two years.
 */
export const PLAN_DURATIONS: Readonly<Record<(typeof PLAN_TYPES)[number], readonly number[]>> = {
    extended_warranty: [12, 24],
    screen_damage: [6, 12],
    accidental_damage: [6, 12],
    combo: [12, 24],
};

/** A plan runs for one of its kind's durations (the table above). */
export const carePlanRules = (record: Record<string, unknown>): FieldErrors => {
    const type = record.planType as keyof typeof PLAN_DURATIONS;
    const months = Number(record.durationMonths);
    if (!Object.hasOwn(PLAN_DURATIONS, String(type)) || record.durationMonths === undefined || record.durationMonths === null || record.durationMonths === '') return {};
    const allowed = PLAN_DURATIONS[type];
    return allowed.includes(months) ? {} : { durationMonths: { message: 'resources.care-plans.validation.duration', args: { months: allowed.join(' / ') } } };
};
