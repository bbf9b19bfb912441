/**
 * IBAN (ISO 13616): a country code, two check digits and the country's account number (BBAN) of a fixed length; the
 * whole is valid when, read with the first four characters moved to the end and letters as numbers (A = 10 …
 * Z = 35), it leaves 1 when divided by 97. The national check digits inside the BBAN are the bank's to verify.
 */

/** IBAN lengths of the countries the European sites and Türkiye pay to (SEPA members the eu site serves, and TR). */
export const IBAN_LENGTHS: Readonly<Record<string, number>> = {
    AT: 20, BE: 16, DE: 22, ES: 24, FI: 18, FR: 27, GB: 22, GR: 27, IE: 22, IT: 27, LU: 20, NL: 18, PT: 25, TR: 26,
};

/** An IBAN as compared and stored: capitals, without the spaces it is often written with. */
export const compactIban = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/** The remainder of a long number (given as digits) divided by 97, taken seven digits at a time (a safe integer throughout). */
const mod97 = (digits: string) => {
    let remainder = 0;
    for (let start = 0; start < digits.length; start += 7) remainder = Number(`${remainder}${digits.slice(start, start + 7)}`) % 97;
    return remainder;
};

const asDigits = (text: string) => [...text].map(char => (/[A-Z]/.test(char) ? String(char.charCodeAt(0) - 55) : char)).join('');

/** Is it a valid IBAN of one of these countries (format, length and check digits)? */
export const isIban = (value: string, countries: readonly string[]): boolean => {
    const iban = compactIban(value);
    const country = iban.slice(0, 2);
    if (!countries.includes(country) || iban.length !== IBAN_LENGTHS[country] || !/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban)) return false;
    return mod97(asDigits(`${iban.slice(4)}${iban.slice(0, 4)}`)) === 1;
};

/** The IBAN of a country's account number (the check digits computed): what the seed makes. */
export const ibanOf = (country: string, bban: string): string => {
    const check = 98 - mod97(asDigits(`${bban}${country}00`));
    return `${country}${String(check).padStart(2, '0')}${bban}`;
};
