/**
 * How an SMS is counted and filled: the one rule the template form's preview, the mock's checks and the tests use.
 *
 * Encoding (3GPP TS 23.038): a message whose every character is in the GSM-7 default alphabet or its extension
 * table travels as GSM-7 (7-bit septets; an extension character such as `€` or `{` takes two); any other character
 * (Devanagari, Chinese, an emoji, a curly quote) makes the whole message UCS-2, counted in UTF-16 code units.
 * One SMS holds 160 septets or 70 UCS-2 units; a longer message is split into parts of 153 or 67 (the rest carries
 * the concatenation header).
 */

const GSM_BASIC =
    '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENSION = '\f^{}\\[~]|€';

const BASIC = new Set(GSM_BASIC);
const EXTENSION = new Set(GSM_EXTENSION);

export type SmsEncoding = 'gsm7' | 'ucs2';

/** Units one SMS holds, and one part of a longer (concatenated) message, by encoding. */
export const SMS_LIMITS: Readonly<Record<SmsEncoding, { single: number; part: number }>> = {
    gsm7: { single: 160, part: 153 },
    ucs2: { single: 70, part: 67 },
};

/** The most parts a template may send as (a longer message costs more than it is read: a rule of this back office). */
export const SMS_MAX_PARTS = 6;

export interface SmsCount {
    encoding: SmsEncoding;
    /** Characters as a person counts them (an emoji is one). */
    characters: number;
    /** What the network counts: septets (GSM-7) or UTF-16 units (UCS-2). */
    units: number;
    /** SMS parts the message is sent as (0 for an empty message). */
    parts: number;
    /** Units left in the last part before another part starts. */
    remaining: number;
}

export const isGsm7 = (text: string): boolean => [...text].every(character => BASIC.has(character) || EXTENSION.has(character));

/** The encoding, units and SMS parts of a message. */
export const countSms = (text: string): SmsCount => {
    const encoding: SmsEncoding = isGsm7(text) ? 'gsm7' : 'ucs2';
    const characters = [...text].length;
    const units = encoding === 'gsm7' ? [...text].reduce((sum, character) => sum + (EXTENSION.has(character) ? 2 : 1), 0) : text.length;
    const { single, part } = SMS_LIMITS[encoding];
    const parts = units === 0 ? 0 : units <= single ? 1 : Math.ceil(units / part);
    const capacity = parts <= 1 ? single : parts * part;
    return { encoding, characters, units, parts, remaining: capacity - units };
};

/** A variable's name as written between braces: a letter, then letters, digits or underscores. */
export const VARIABLE_NAME = /^[A-Za-z][A-Za-z0-9_]{0,31}$/;
const PLACEHOLDER = /\{([^{}\s]*)\}/g;

/** The variables a text uses (`{name}`, `{orderId}`), each once, in the order they first appear. */
export const variablesIn = (text: string): string[] => [...new Set([...text.matchAll(PLACEHOLDER)].map(match => match[1]))];

/** A declared variable list as people type it ("name, orderId" or one per line): the names, each once. */
export const declaredVariables = (declared: unknown): string[] =>
    typeof declared === 'string' ? [...new Set(declared.split(/[\s,;]+/).map(name => name.replace(/^\{|\}$/g, '')).filter(Boolean))] : [];

/** The text with each variable given a value replaced; the others stay as `{name}`. */
export const fillVariables = (text: string, values: Readonly<Record<string, unknown>>): string =>
    text.replace(PLACEHOLDER, (whole, name: string) => {
        const value = values[name];
        return value === undefined || value === null || String(value).trim() === '' ? whole : String(value);
    });

/** The variables of a text that have no value (blank counts as none): a send is refused while any is left. */
export const missingVariables = (text: string, values: Readonly<Record<string, unknown>>): string[] =>
    variablesIn(text).filter(name => {
        const value = values[name];
        return value === undefined || value === null || String(value).trim() === '';
    });
