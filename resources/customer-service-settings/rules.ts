import type { FieldErrors } from '../kit/types';

/**
 * The live-chat entry's rules (form, mock): the chat opens over https only (it carries the buyer's messages); the
 * hours read `09:00-21:00` on the 24-hour clock, the end after the start.
 */
const T = 'resources.customer-service-settings.validation';
const HOURS = /^([01]\d|2[0-3]):([0-5]\d)-([01]\d|2[0-4]):([0-5]\d)$/;
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export const customerServiceRules = (record: Record<string, unknown>): FieldErrors => {
    const errors: FieldErrors = {};
    const url = text(record.entryUrl);
    if (url !== '' && !/^https:\/\/[^\s/?#]+/i.test(url)) errors.entryUrl = `${T}.https`;
    const hours = text(record.workingHours);
    if (hours !== '') {
        const match = HOURS.exec(hours);
        if (!match) errors.workingHours = `${T}.hours`;
        else if (Number(match[3]) * 60 + Number(match[4]) <= Number(match[1]) * 60 + Number(match[2]) || Number(match[3]) * 60 + Number(match[4]) > 24 * 60) errors.workingHours = `${T}.hours_order`;
    }
    return errors;
};
