/**
 * The messaging rules as their one validator says them, with the exact English text: the template form and the
 * mock's writes run the template rules; the manual send page and the mock's send call run the send rules.
 */
import { describe, expect, it } from 'vitest';
import { englishText } from '../../../mock-server/db/kit/checkWrite';
import { validateRecord } from '../../../resources/kit/validate';
import * as templates from '../../../resources/sms-templates/index';
import { checkRecipients, maskMobile, normaliseMobile } from '../../../resources/sms-logs/recipients';
import { manualSendErrors } from '../../../resources/sms-logs/sendRules';
import { BAD_SMS_TEMPLATES, GOOD_SMS_CHANGES, VALID_SMS_TEMPLATE } from './smsCases';

const textsOf = (errors: Record<string, Parameters<typeof englishText>[0]>) => Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, englishText(error)]));
const templateTexts = (record: Record<string, unknown>) => textsOf(validateRecord(templates.description, { ...record, ...templates.derive(record) }, templates.rules));

describe('message template validator', () => {
    it('accepts the valid template', () => {
        expect(templateTexts(VALID_SMS_TEMPLATE)).toEqual({});
    });

    it.each(BAD_SMS_TEMPLATES)('refuses %s', (_what, change, field, text) => {
        expect(templateTexts({ ...VALID_SMS_TEMPLATE, ...change })).toEqual({ [field]: text });
    });

    it.each(GOOD_SMS_CHANGES)('accepts %s', (_what, change) => {
        expect(templateTexts({ ...VALID_SMS_TEMPLATE, ...change })).toEqual({});
    });

    it('counts an SMS on its preview (sample values filled in), and nothing for other channels', () => {
        expect(templates.derive(VALID_SMS_TEMPLATE)).toEqual({ encoding: 'gsm7', characters: 78, smsParts: 1 });
        expect(templates.derive({ ...VALID_SMS_TEMPLATE, sampleValues: { name: 'प्रिया' } })).toMatchObject({ encoding: 'ucs2' });
        expect(templates.derive({ ...VALID_SMS_TEMPLATE, channel: 'push' })).toEqual({ encoding: null, characters: null, smsParts: null });
    });
});

describe('recipients of a manual send', () => {
    it.each([
        ['in', '9876543210', '+919876543210'],
        ['in', '+91 98765-43210', '+919876543210'],
        ['in', '09876543210', '+919876543210'],
        ['in', '5876543210', undefined],
        ['in', '98765 4321', undefined],
        ['id', '081234567890', '+6281234567890'],
        ['cn', '13812345678', '+8613812345678'],
        ['cn', '+86 12812345678', undefined],
        ['uk', '07700 900123', '+447700900123'],
        ['eu', '+49 1512 3456789', '+4915123456789'],
        ['in', 'call me', undefined],
    ])('on site %s, %s is %s', (site, typed, normalised) => {
        expect(normaliseMobile(typed, site)).toBe(normalised);
    });

    it('counts valid numbers once, and names invalid and repeated ones by their row (a header row skipped)', () => {
        const file = ['mobile,name', '9876543210,Priya', '+91 98765 43210,Priya again', '12345,Bad', '', '8123456789,Arjun', 'abc'].join('\n');
        expect(checkRecipients(file, 'in')).toEqual({
            valid: ['+919876543210', '+918123456789'],
            invalid: [
                { row: 4, value: '12345' },
                { row: 7, value: 'abc' },
            ],
            duplicate: [{ row: 3, value: '+91 98765 43210' }],
        });
    });

    it('keeps numbers masked in the log', () => {
        expect(maskMobile('+919876543210')).toBe('+91987••••210');
    });
});

describe('a manual send', () => {
    const NOW = Date.parse('2026-11-24T10:00:00Z');
    const template = { ...VALID_SMS_TEMPLATE, id: 1 };
    const send = { template, variables: { name: 'Priya', orderId: 'IN2611040001', link: 'https://nova.example/t/8K2' }, recipients: '9876543210', sendType: 'now' };
    const sendTexts = (change: Record<string, unknown>) => textsOf(manualSendErrors({ ...send, ...change }, 'in', NOW));

    it('goes when the template is an enabled SMS, every variable has a value and a number is valid', () => {
        expect(sendTexts({})).toEqual({});
        expect(sendTexts({ sendType: 'scheduled', scheduledTime: '2026-11-25T09:00:00Z' })).toEqual({});
    });

    it.each([
        ['no template', { template: undefined }, 'templateId', 'Choose a template'],
        ['a closed template', { template: { ...template, status: 'closed' } }, 'templateId', 'This template is closed: enable it before sending'],
        ['a push template', { template: { ...template, channel: 'push' } }, 'templateId', 'Only an SMS template can be sent here'],
        ['a variable left out', { variables: { name: 'Priya', link: 'x' } }, 'variables', 'Give a value for every variable: orderId'],
        ['variables left blank', { variables: { name: ' ', orderId: '', link: 'x' } }, 'variables', 'Give a value for every variable: name, orderId'],
        ['only invalid numbers', { recipients: '12345\n000' }, 'recipients', 'Give at least one valid mobile number'],
        ['no send type', { sendType: 'later' }, 'sendType', 'Choose when to send'],
        ['a schedule without a time', { sendType: 'scheduled' }, 'scheduledTime', 'Choose the send time'],
        ['a schedule two minutes ahead', { sendType: 'scheduled', scheduledTime: '2026-11-24T10:02:00Z' }, 'scheduledTime', 'The send time must be between 5 minutes and 30 days from now'],
        ['a schedule 31 days ahead', { sendType: 'scheduled', scheduledTime: '2026-12-25T10:01:00Z' }, 'scheduledTime', 'The send time must be between 5 minutes and 30 days from now'],
    ])('is refused with %s', (_what, change, field, text) => {
        expect(sendTexts(change)).toEqual({ [field]: text });
    });
});
