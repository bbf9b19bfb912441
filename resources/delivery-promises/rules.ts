import type { FieldErrors } from '../kit/types';
import { isNumber } from '../activity-common/rules';

/**
 * A delivery promise: the earliest day is not after the latest, and orders placed before the
 * cut-off time (24-hour HH:mm, the warehouse's local time) leave the same day.
 */
export const deliveryPromiseRules = (record: Record<string, unknown>): FieldErrors => {
    if (isNumber(record.minDays) && isNumber(record.maxDays) && Number(record.minDays) > Number(record.maxDays)) {
        return { minDays: 'resources.delivery-promises.validation.min_over_max' };
    }
    const cutoff = record.cutoffTime;
    if (cutoff !== undefined && cutoff !== null && cutoff !== '' && !/^([01]\d|2[0-3]):[0-5]\d$/.test(String(cutoff))) {
        return { cutoffTime: 'resources.delivery-promises.validation.cutoff_time' };
    }
    return {};
};
