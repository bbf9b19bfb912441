import type { FieldErrors } from '../kit/types';

/**
 * Sending a reminder of the missing details (an SMS on the settings' template): while the details are still missing,
 * at most once in 24 hours, so a buyer is not pestered. The button and the mock run this one check.
 */
export const REMIND_INTERVAL_HOURS = 24;
export const remindCall = (id: string | number) => `/subsidy-reminders/${id}/remind`;

export const remindErrors = (reminder: Readonly<Record<string, unknown>>, now = Date.now()): FieldErrors => {
    if (reminder.status === 'completed') return { status: 'resources.subsidy-reminders.validation.completed' };
    const last = Date.parse(String(reminder.lastReminderTime ?? ''));
    if (Number.isFinite(last) && now - last < REMIND_INTERVAL_HOURS * 3_600_000) {
        return { lastReminderTime: { message: 'resources.subsidy-reminders.validation.too_soon', args: { hours: REMIND_INTERVAL_HOURS } } };
    }
    return {};
};
