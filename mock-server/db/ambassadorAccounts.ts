import type { Random } from './random';
import { ibanOf } from '../../resources/ambassadors/iban';

/**
 * The payout accounts and PANs of the seeded ambassadors, in the formats each site's banks use
 * (resources/ambassadors/rules.ts checks them). Drawn from a random stream of their own, so the programme's other
 * draws (codes, referral records) stay as they were. Applicants and rejected ones have none; on each site one approved
 * ambassador has given no account yet, and in India one more no PAN (their payouts wait on hold).
 */

/** Indian banks: IFSC prefix, digits of their account numbers, UPI handle of their app. */
const INDIAN_BANKS = [
    ['SBIN', 11, 'oksbi'],
    ['HDFC', 14, 'okhdfcbank'],
    ['ICIC', 12, 'okicici'],
    ['UTIB', 15, 'okaxis'],
    ['KKBK', 10, 'kotak'],
    ['PUNB', 16, 'pnb'],
    ['BARB', 14, 'barodampay'],
    ['CNRB', 13, 'cnrb'],
] as const;

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const letter = (random: Random) => LETTERS[random.int(0, 25)];
/** Digits that do not start with 0 (how account numbers are issued). */
const number = (random: Random, length: number) => `${random.int(1, 9)}${random.digits(length - 1)}`;

/** A person's PAN: three letters, P, the surname's initial, four digits, a check letter. */
const panOf = (random: Random, name: string) => {
    const surname = name.split(' ').at(-1)!.normalize('NFD').replace(/[^A-Za-z]/g, '').toUpperCase();
    return `${letter(random)}${letter(random)}${letter(random)}P${surname[0] ?? 'A'}${random.digits(4)}${letter(random)}`;
};

/** A country's account number inside its IBAN (BBAN), with real bank codes. */
const BBAN: Readonly<Record<string, (random: Random) => string>> = {
    ES: random => `${random.pick(['2100', '0049', '0182', '0081'])}${random.digits(4)}${random.digits(2)}${random.digits(10)}`,
    IT: random => `${letter(random)}${random.pick(['03069', '02008', '05034'])}${random.digits(5)}${random.digits(12)}`,
    FR: random => `${random.pick(['30004', '30003', '20041', '10278'])}${random.digits(5)}${random.digits(11)}${random.digits(2)}`,
    GB: random => `${random.pick(['BARC', 'HBUK', 'LOYD', 'NWBK'])}${random.digits(6)}${random.digits(8)}`,
    TR: random => `${random.pick(['00010', '00062', '00064', '00046'])}0${random.digits(16)}`,
    DE: random => `${random.pick(['37040044', '50010517', '10070000'])}${random.digits(10)}`,
    NL: random => `${random.pick(['INGB', 'ABNA', 'RABO'])}${random.digits(10)}`,
};
const IBAN_COUNTRY: Readonly<Record<string, readonly string[]>> = { eu: ['DE', 'NL'], es: ['ES'], it: ['IT'], fr: ['FR'], uk: ['GB'], tr: ['TR'] };

const EMPTY = { payoutMethod: null, accountNumber: null, ifsc: null, upiId: null, panNumber: null };

/** The payout fields of the index-th ambassador of a site, by its status. */
export const payoutAccountOf = (random: Random, siteCode: string, index: number, name: string, status: string): Record<string, string | null> => {
    if (status !== 'approved' && status !== 'disabled') return EMPTY;
    if (index === 7) return EMPTY;
    if (siteCode === 'in') {
        const [prefix, digits, handle] = INDIAN_BANKS[(index * 3 + 1) % INDIAN_BANKS.length];
        const pan = index === 5 ? null : panOf(random, name);
        if (index === 3) {
            const handleName = name.toLowerCase().normalize('NFD').replace(/[^a-z ]/g, '').replace(' ', '.');
            return { ...EMPTY, payoutMethod: 'upi', upiId: `${handleName}@${handle}`, panNumber: pan };
        }
        return { ...EMPTY, payoutMethod: 'bank_account', accountNumber: number(random, digits), ifsc: `${prefix}0${random.digits(6)}`, panNumber: pan };
    }
    const countries = IBAN_COUNTRY[siteCode];
    if (countries) {
        const country = countries[index % countries.length];
        return { ...EMPTY, payoutMethod: 'bank_account', accountNumber: ibanOf(country, BBAN[country](random)) };
    }
    // id: a BCA or Mandiri account (10 or 13 digits); cn: a UnionPay debit card (19 digits, 62…).
    const accountNumber = siteCode === 'cn' ? `62${random.pick(['22', '28', '17'])}${random.digits(15)}` : number(random, index % 2 === 0 ? 10 : 13);
    return { ...EMPTY, payoutMethod: 'bank_account', accountNumber };
};
