import { countSms, declaredVariables, fillVariables, SMS_MAX_PARTS, VARIABLE_NAME, variablesIn } from '../../base/smsText';
import type { FieldErrors } from '../kit/types';

/**
 * A message template's rules (the spec is silent beyond "content with {variables}"; these are a messaging back
 * office's): the one validator the form, the mock's writes and the tests use. Keys of
 * `resources.sms-templates.validation`.
 */
const KEY = 'resources.sms-templates.validation';

/** A sender ID (the SMS header): 3 to 11 letters or digits, as operators register them (India's DLT: 6 letters). */
export const SENDER_ID = /^[A-Za-z0-9]{3,11}$/;
/** A DLT template ID: the 19 digits India's DLT portal gives a registered template. */
export const DLT_TEMPLATE_ID = /^\d{19}$/;

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const isBlank = (value: unknown) => text(value).trim() === '';

/** The sample values as an object of names to values (anything else: none). */
export const sampleValuesOf = (value: unknown): Record<string, unknown> =>
    value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** The message as the preview shows it: the content with the sample values filled in. */
export const previewOf = (record: Record<string, unknown>): string => fillVariables(text(record.content), sampleValuesOf(record.sampleValues));

/** Each variable declared once with a proper name, each used in the title or content, none used undeclared. */
const variableErrors = (record: Record<string, unknown>): FieldErrors => {
    const declared = declaredVariables(record.variables);
    const badName = declared.find(name => !VARIABLE_NAME.test(name));
    if (badName) return { variables: { message: `${KEY}.variable_name`, args: { name: badName } } };
    const used = [...variablesIn(text(record.title)), ...variablesIn(text(record.content))];
    const undeclared = used.find(name => !declared.includes(name));
    if (undeclared) return { [variablesIn(text(record.content)).includes(undeclared) ? 'content' : 'title']: { message: `${KEY}.undeclared`, args: { name: undeclared } } };
    const unused = declared.find(name => !used.includes(name));
    if (unused) return { variables: { message: `${KEY}.unused`, args: { name: unused } } };
    const unknownSample = Object.keys(sampleValuesOf(record.sampleValues)).find(name => !declared.includes(name));
    if (unknownSample) return { sampleValues: { message: `${KEY}.sample_unknown`, args: { name: unknownSample } } };
    return {};
};

/** An SMS carries a sender ID, a well-formed DLT ID when it has one, and no more than SMS_MAX_PARTS parts. */
const smsErrors = (record: Record<string, unknown>): FieldErrors => {
    if (record.channel !== 'sms') return {};
    if (isBlank(record.senderId)) return { senderId: `${KEY}.sender_required` };
    if (!SENDER_ID.test(text(record.senderId))) return { senderId: `${KEY}.sender_format` };
    if (!isBlank(record.dltTemplateId) && !DLT_TEMPLATE_ID.test(text(record.dltTemplateId))) return { dltTemplateId: `${KEY}.dlt_format` };
    const { parts } = countSms(previewOf(record));
    if (parts > SMS_MAX_PARTS) return { content: { message: `${KEY}.too_long`, args: { parts, max: SMS_MAX_PARTS } } };
    return {};
};

/** A push or an e-mail shows a title (the notification's or the subject line). */
const titleErrors = (record: Record<string, unknown>): FieldErrors =>
    (record.channel === 'push' || record.channel === 'email') && isBlank(record.title) ? { title: `${KEY}.title_required` } : {};

export const templateRules = (record: Record<string, unknown>): FieldErrors => ({ ...smsErrors(record), ...titleErrors(record), ...variableErrors(record) });

/** What the list shows of an SMS: its encoding, characters and parts, counted on the preview (base/smsText.ts). */
export const deriveCount = (record: Record<string, unknown>) => {
    if (record.channel !== 'sms') return { encoding: null, characters: null, smsParts: null };
    const { encoding, characters, parts } = countSms(previewOf(record));
    return { encoding, characters, smsParts: parts };
};
