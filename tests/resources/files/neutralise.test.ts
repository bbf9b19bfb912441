import { describe, expect, it } from 'vitest';
import { isDangerousText, neutraliseCell, neutraliseText, restoreNeutralised } from '../../../resources/kit/files/neutralise';
import { readXlsx, toCsv, toXlsx } from '../../../resources/kit/files/workbook';

/** Every start a spreadsheet reads as a formula (or that hides one): OWASP's CSV injection list. */
const DANGEROUS = ['=1+2', '+1+2', '-1+2', '@SUM(A1:A2)', '\t=1+2', '\r=1+2', '=HYPERLINK("http://evil.example","x")'];

const HARMLESS = ['Redmi Note 13', 'SPU0042', '', ' =spaced first', 'a=b', "it's", '₹ 12,999', '中文名称', '1-2-3'];

describe('neutralising cells (formula injection)', () => {
    it.each(DANGEROUS)('puts a single quote before %j', value => {
        expect(isDangerousText(value)).toBe(true);
        expect(neutraliseText(value)).toBe(`'${value}`);
        expect(neutraliseCell(value)).toBe(`'${value}`);
    });

    it.each(HARMLESS)('leaves %j as it is', value => {
        expect(isDangerousText(value)).toBe(false);
        expect(neutraliseText(value)).toBe(value);
    });

    it('leaves typed values alone: a negative number is a number, not text', () => {
        expect(neutraliseCell(-5)).toBe(-5);
        expect(neutraliseCell(true)).toBe(true);
        expect(neutraliseCell(null)).toBeNull();
        const date = new Date('2026-01-02T00:00:00Z');
        expect(neutraliseCell(date)).toBe(date);
    });

    it('takes the quote off again when a neutralised file comes back, and only then', () => {
        DANGEROUS.forEach(value => expect(restoreNeutralised(neutraliseText(value))).toBe(value));
        expect(restoreNeutralised("'quoted")).toBe("'quoted");
        expect(restoreNeutralised("it's")).toBe("it's");
    });

    it('is applied by the CSV writer to every text cell, headers included', () => {
        const csv = toCsv([
            ['=Name', 'Amount'],
            ['@cmd', -12],
            ['plain', 3],
        ]);
        expect(csv).toBe("'=Name,Amount\r\n'@cmd,-12\r\nplain,3\r\n");
    });

    it('quotes CSV fields with commas, quotes, line breaks and edge spaces', () => {
        expect(toCsv([['a,b', 'say "hi"', 'two\nlines', ' padded', '\t=x']])).toBe(
            '"a,b","say ""hi""","two\nlines"," padded",\'\t=x\r\n',
        );
    });

    it('is applied by the XLSX writer: the cells read back as text starting with the quote', async () => {
        const bytes = await toXlsx([{ name: 'Sheet', rows: [['Name'], ['=1+2'], ['+cmd'], ['-x'], ['@x'], ['\tx'], ['\rx'], ['ok'], [-3]] }]);
        const rows = await readXlsx(bytes);
        // XML turns a carriage return into a line feed; the quote before it is what matters.
        expect(rows.map(row => row.cells[0])).toEqual(['Name', "'=1+2", "'+cmd", "'-x", "'@x", "'\tx", "'\nx", 'ok', -3]);
    });
});
