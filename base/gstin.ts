/**
 * India's GSTIN and IFSC formats, pure: the one check the forms, the mock and the tests use.
 *
 * A GSTIN is 15 characters: the GST state code (2 digits), the holder's PAN (5 letters, 4 digits, 1 letter), the
 * registration number within the state (1–9 or a letter), 'Z', and a check character over the first 14 (GSTN's
 * mod-36 scheme).
 */
const BASE36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const GSTIN_FORMAT = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The check character of a GSTIN's first 14 characters. */
export const gstinCheck = (body: string): string => {
    const sum = [...body].reduce((total, char, index) => {
        const product = BASE36.indexOf(char) * (index % 2 === 0 ? 1 : 2);
        return total + Math.floor(product / 36) + (product % 36);
    }, 0);
    return BASE36[(36 - (sum % 36)) % 36];
};

export type GstinProblem = 'format' | 'check' | 'state';

/**
 * What is wrong with a GSTIN, or undefined: its format, its check character, or (given the state's GST code) a state
 * code other than the state's.
 */
export const gstinProblem = (value: string, gstStateCode?: string): GstinProblem | undefined => {
    if (!GSTIN_FORMAT.test(value)) return 'format';
    if (gstinCheck(value.slice(0, 14)) !== value[14]) return 'check';
    if (gstStateCode !== undefined && value.slice(0, 2) !== gstStateCode) return 'state';
    return undefined;
};

/** An IFSC: 4 letters of the bank, a 0, 6 letters or digits of the branch. */
export const isIfsc = (value: string): boolean => /^[A-Z]{4}0[A-Z0-9]{6}$/.test(value);
