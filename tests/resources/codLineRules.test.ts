import { describe, expect, it } from 'vitest';
import { codFileRules, codLineRules, codLineServerRules } from '../../resources/cod-lines/rules';
import { matchLine, remittanceTotals } from '../../resources/cod-lines/model';

const line = {
    courier: 'DL',
    remittanceDate: '2026-11-20',
    utrNo: 'HDFCN26324000123',
    awbNo: 'DL4820193746',
    orderId: 'OMS260000037',
    deliveredDate: '2026-11-18',
    codAmount: 15_999.5,
    remittedAmount: 15_759.51,
};

/** A COD remittance line's rules (resources/cod-lines/rules.ts) and its match against its order (model.ts). */
describe('COD remittance lines', () => {
    it('take a NEFT or RTGS UTR, the courier’s AWB numbers, amounts to the paisa and a delivery before the remittance', () => {
        expect(codLineRules(line)).toEqual({});
        expect(codLineRules({ ...line, utrNo: 'HDFCR52026112000012345' })).toEqual({});
        expect(
            codLineRules({ ...line, utrNo: 'HDFC26324000123', awbNo: 'BD4820193746', orderId: 'OMS12', codAmount: 10.005, remittedAmount: 20, deliveredDate: '2026-11-21' }),
        ).toEqual({
            utrNo: 'resources.cod-lines.validation.utr_format',
            awbNo: { message: 'resources.cod-lines.validation.awb_format', args: { courier: 'DL' } },
            orderId: 'resources.cod-lines.validation.order_format',
            codAmount: 'resources.cod-lines.validation.two_decimals',
            deliveredDate: 'resources.cod-lines.validation.delivered_after_remittance',
        });
        expect(codLineRules({ ...line, remittedAmount: 16_000 })).toEqual({ remittedAmount: 'resources.cod-lines.validation.remitted_above_cod' });
    });

    it('import a courier’s remittance of a date once, and check a file’s rows against each other', () => {
        const stored = [{ ...line, id: 1 }];
        expect(codLineServerRules({ ...line, awbNo: 'DL0000000001', orderId: 'OMS260000074' }, stored)).toEqual({
            remittanceDate: { message: 'resources.cod-lines.validation.remittance_imported', args: { utr: 'HDFCN26324000123' } },
        });
        const file = [line, { ...line, utrNo: 'ICICN26324000999', awbNo: 'DL0000000002', orderId: 'OMS260000111' }, { ...line, remittanceDate: '2026-11-27', awbNo: 'DL0000000003', orderId: 'OMS260000148' }];
        expect(codFileRules(file, [3, 4, 5])).toEqual([
            {},
            { utrNo: { message: 'resources.cod-lines.validation.utr_differs', args: { row: 3, utr: 'HDFCN26324000123' } } },
            { utrNo: { message: 'resources.cod-lines.validation.utr_two_remittances', args: { row: 3 } } },
        ]);
    });

    it('match a line to the paisa and sum a remittance in minor units', () => {
        expect(matchLine(line, { orderAmount: 15_999.5 })).toEqual({ orderAmount: 15_999.5, diffAmount: 0, matchStatus: 'matched' });
        expect(matchLine(line, { orderAmount: 16_000.1 })).toMatchObject({ diffAmount: -0.6, matchStatus: 'short' });
        expect(matchLine(line, undefined)).toMatchObject({ orderAmount: null, matchStatus: 'missing' });
        const lines = [0.1, 0.2].map(amount => ({ codAmount: amount, remittedAmount: amount, orderAmount: amount, diffAmount: 0, matchStatus: 'matched' }));
        expect(remittanceTotals(lines)).toMatchObject({ codAmount: 0.3, deductionAmount: 0, status: 'matched', orderCount: 2 });
    });
});
