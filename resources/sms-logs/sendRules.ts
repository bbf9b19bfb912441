import { declaredVariables, missingVariables } from '../../base/smsText';
import type { FieldErrors } from '../kit/types';
import { checkRecipients, MAX_RECIPIENTS } from './recipients';

/**
 * A manual send's rules, the one check the page and the mock run: an enabled SMS template, every one of its
 * variables given, at least one valid recipient (no more than MAX_RECIPIENTS), and a scheduled send set between
 * five minutes and 30 days ahead. Keys of `resources.sms-logs.validation`.
 */
const KEY = 'resources.sms-logs.validation';
const MINUTE_MS = 60_000;
export const SCHEDULE_MIN_MS = 5 * MINUTE_MS;
export const SCHEDULE_MAX_MS = 30 * 24 * 60 * MINUTE_MS;

export const SEND_TYPES = ['now', 'scheduled'] as const;

export interface ManualSend {
    template?: Readonly<Record<string, unknown>>;
    /** Values by variable name. */
    variables: Readonly<Record<string, unknown>>;
    /** The list's or the file's text. */
    recipients: string;
    sendType: unknown;
    scheduledTime?: unknown;
}

export const manualSendErrors = (send: ManualSend, siteCode: string | undefined, now: number): FieldErrors => {
    const errors: FieldErrors = {};
    const { template } = send;
    if (!template) errors.templateId = `${KEY}.template_required`;
    else if (template.channel !== 'sms') errors.templateId = `${KEY}.template_not_sms`;
    else if (template.status !== 'enabled') errors.templateId = `${KEY}.template_closed`;
    else {
        const missing = missingVariables(String(template.content ?? ''), send.variables);
        if (missing.length > 0) errors.variables = { message: `${KEY}.variables_missing`, args: { names: missing.join(', ') } };
    }
    const { valid } = checkRecipients(send.recipients, siteCode);
    if (valid.length === 0) errors.recipients = `${KEY}.no_recipients`;
    else if (valid.length > MAX_RECIPIENTS) errors.recipients = { message: `${KEY}.too_many`, args: { max: MAX_RECIPIENTS } };
    if (!(SEND_TYPES as readonly unknown[]).includes(send.sendType)) errors.sendType = `${KEY}.send_type`;
    else if (send.sendType === 'scheduled') {
        const at = Date.parse(String(send.scheduledTime ?? ''));
        if (!Number.isFinite(at)) errors.scheduledTime = `${KEY}.schedule_required`;
        else if (at < now + SCHEDULE_MIN_MS || at > now + SCHEDULE_MAX_MS) errors.scheduledTime = `${KEY}.schedule_window`;
    }
    return errors;
};

/** The variables a template asks a sender for: those declared, else those its content uses. */
export const variablesOfTemplate = (template: Readonly<Record<string, unknown>> | undefined): string[] => {
    if (!template) return [];
    const declared = declaredVariables(template.variables);
    return declared.length > 0 ? declared : missingVariables(String(template.content ?? ''), {});
};

/** The custom call of a manual send (answer: `{batchNo, sent, invalid, duplicate}`). */
export const MANUAL_SEND_PATH = '/sms/manual/send';
