/**
 * The SMS counting and filling rule (base/smsText.ts) as a sender sees it: which encoding a message travels in, how
 * many characters and parts it costs, and which variables a send still needs.
 */
import { describe, expect, it } from 'vitest';
import { countSms, declaredVariables, fillVariables, missingVariables, variablesIn } from '../../base/smsText';

const GSM_160 = 'A'.repeat(160);
const UCS_70 = 'आ'.repeat(70);

describe('counting an SMS', () => {
    it.each([
        ['an empty message', '', 'gsm7', 0, 0, 0],
        ['a plain English OTP', 'Your OTP is 482913. Do not share it.', 'gsm7', 36, 36, 1],
        ['160 GSM characters: one SMS', GSM_160, 'gsm7', 160, 160, 1],
        ['161 GSM characters: two parts of 153', `${GSM_160}B`, 'gsm7', 161, 161, 2],
        ['306 GSM characters: still two parts', 'A'.repeat(306), 'gsm7', 306, 306, 2],
        ['307 GSM characters: three parts', 'A'.repeat(307), 'gsm7', 307, 307, 3],
        ['the euro sign and braces take two septets each', 'Pay €5 {now}', 'gsm7', 12, 15, 1],
        ['80 euro signs: 160 septets, one SMS', '€'.repeat(80), 'gsm7', 80, 160, 1],
        ['81 euro signs: 162 septets, two parts', '€'.repeat(81), 'gsm7', 81, 162, 2],
        ['Hindi makes the message Unicode (a vowel sign is a character of its own)', 'आपका OTP 482913 है', 'ucs2', 18, 18, 1],
        ['70 Unicode characters: one SMS', UCS_70, 'ucs2', 70, 70, 1],
        ['71 Unicode characters: two parts of 67', `${UCS_70}आ`, 'ucs2', 71, 71, 2],
        ['one curly quote turns English into Unicode', 'It’s shipped', 'ucs2', 12, 12, 1],
        ['an emoji is one character but two units', 'Sale 🎉', 'ucs2', 6, 7, 1],
        ['Chinese is Unicode', '您的订单已发货', 'ucs2', 7, 7, 1],
    ])('%s', (_what, text, encoding, characters, units, parts) => {
        expect(countSms(text)).toMatchObject({ encoding, characters, units, parts });
    });

    it('says how many units are left before another part starts', () => {
        expect(countSms('A'.repeat(150)).remaining).toBe(10);
        expect(countSms('A'.repeat(200)).remaining).toBe(106);
        expect(countSms('आ'.repeat(60)).remaining).toBe(10);
    });
});

describe('variables of a template', () => {
    it('finds each variable once, in the order it first appears', () => {
        expect(variablesIn('Hi {name}, order {orderId} ships by {date}. Thanks {name}')).toEqual(['name', 'orderId', 'date']);
        expect(variablesIn('No variables here')).toEqual([]);
    });

    it('reads a declared list however it is typed', () => {
        expect(declaredVariables('name, orderId;{date}\ncode name')).toEqual(['name', 'orderId', 'date', 'code']);
        expect(declaredVariables(undefined)).toEqual([]);
    });

    it('fills the variables given and leaves the others for the sender to see', () => {
        expect(fillVariables('Hi {name}, order {orderId} is on its way', { name: 'Priya', orderId: ' ' })).toBe('Hi Priya, order {orderId} is on its way');
    });

    it('names the variables a send still lacks (blank counts as missing)', () => {
        expect(missingVariables('Hi {name}, order {orderId}', { name: 'Priya', orderId: '' })).toEqual(['orderId']);
        expect(missingVariables('Hi {name}', { name: 'Priya' })).toEqual([]);
    });
});
