/**
 * Who a manual send may go to: the mobile numbers of a typed list or an uploaded file, one a line (a CSV's first
 * column), each checked against the site's numbering plan and written in one form so a number typed twice in two
 * ways counts once. The page shows the counts before it asks for confirmation; the mock checks the same way.
 */

/** A site's mobile numbers: the national number's pattern, the country code and the trunk prefix people type. */
const PLANS: Readonly<Record<string, { country: string; national: RegExp; trunk?: string }>> = {
    in: { country: '91', national: /^[6-9]\d{9}$/, trunk: '0' },
    id: { country: '62', national: /^8\d{8,11}$/, trunk: '0' },
    cn: { country: '86', national: /^1[3-9]\d{9}$/ },
    uk: { country: '44', national: /^7\d{9}$/, trunk: '0' },
    tr: { country: '90', national: /^5\d{9}$/, trunk: '0' },
    es: { country: '34', national: /^[67]\d{8}$/ },
    it: { country: '39', national: /^3\d{8,9}$/ },
    fr: { country: '33', national: /^[67]\d{8}$/, trunk: '0' },
};
/** Sites without a plan of their own (the EU store sells across countries): any international number (E.164). */
const E164 = /^[1-9]\d{7,14}$/;

/** The most recipients one manual send may take (a larger campaign goes through the marketing platform). */
export const MAX_RECIPIENTS = 10_000;

/** A number in E.164 (`+919876543210`), or undefined when it is not a mobile of the site. */
export const normaliseMobile = (value: string, siteCode: string | undefined): string | undefined => {
    const digits = value.replace(/[\s\-().]/g, '');
    if (!/^\+?\d+$/.test(digits)) return undefined;
    const plan = PLANS[siteCode ?? ''];
    if (!plan) return E164.test(digits.replace(/^\+/, '')) ? `+${digits.replace(/^\+/, '')}` : undefined;
    let national = digits.replace(/^\+/, '');
    if (digits.startsWith('+') || national.startsWith(plan.country)) {
        if (!national.startsWith(plan.country)) return undefined;
        national = national.slice(plan.country.length);
    } else if (plan.trunk && national.startsWith(plan.trunk)) {
        national = national.slice(plan.trunk.length);
    }
    return plan.national.test(national) ? `+${plan.country}${national}` : undefined;
};

export interface RecipientRow {
    /** The line of the list or the file, from 1. */
    row: number;
    value: string;
}

export interface RecipientCheck {
    valid: string[];
    invalid: RecipientRow[];
    duplicate: RecipientRow[];
}

/** The first cell of a CSV line (quotes taken off), or the whole line of a plain list. */
const firstCell = (line: string) => line.split(/[,;\t]/)[0].trim().replace(/^"|"$/g, '');

/**
 * The recipients of a list or a file's text: valid numbers (each once), invalid ones and repeats by line. Blank
 * lines are skipped; a first line without a digit is a header.
 */
export const checkRecipients = (text: string, siteCode: string | undefined): RecipientCheck => {
    const result: RecipientCheck = { valid: [], invalid: [], duplicate: [] };
    const seen = new Set<string>();
    text.split(/\r?\n/).forEach((line, index) => {
        const value = firstCell(line);
        if (value === '' || (index === 0 && !/\d/.test(value))) return;
        const mobile = normaliseMobile(value, siteCode);
        if (!mobile) result.invalid.push({ row: index + 1, value });
        else if (seen.has(mobile)) result.duplicate.push({ row: index + 1, value });
        else {
            seen.add(mobile);
            result.valid.push(mobile);
        }
    });
    return result;
};

/** A number as the send log keeps it (E.164 in): the last three digits and what comes before the last seven, the rest masked. */
export const maskMobile = (mobile: string): string => {
    const digits = mobile.replace(/^\+/, '');
    return `+${digits.slice(0, -7)}••••${digits.slice(-3)}`;
};
