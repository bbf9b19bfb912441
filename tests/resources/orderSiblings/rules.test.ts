import { describe, expect, it } from 'vitest';
import { englishText } from '../../../mock-server/db/kit/checkWrite';
import { refundableOf, refundRules } from '../../../resources/refunds/rules';
import { MODIFIABLE, modificationRules } from '../../../resources/order-modifications/rules';
import { completeZhMessages } from '../../../resources/completeTexts.zh';
import type { FieldError } from '../../../resources/kit/types';

/** A field error's text in Chinese, as the form shows it. */
const chineseText = (error: FieldError | undefined): string => {
    const { message, args = {} } = typeof error === 'string' ? { message: error } : error!;
    const template = message.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], completeZhMessages) as string;
    return template.replace(/%\{(\w+)\}/g, (_, name: string) => String(args[name]));
};

describe('the refund rule (form and mock)', () => {
    it('refundable is what was paid less what was refunded, never below zero', () => {
        expect(refundableOf(21999, 5000)).toBe(16999);
        expect(refundableOf(100, 150)).toBe(0);
        expect(refundableOf(10.1, 0.2)).toBe(9.9);
    });

    it('refuses an amount above the refundable, naming it, in English and Chinese', () => {
        const errors = refundRules({ orderId: 'OMS1', refundAmount: 17000, paidAmount: 21999, refundedAmount: 5000 });
        expect(englishText(errors.refundAmount)).toBe('The refund amount may not exceed the refundable amount of 16999.00 (paid less already refunded)');
        expect(chineseText(errors.refundAmount)).toBe('退款金额不能超过可退金额 16999.00（已付金额减去已退金额）');
    });

    it('takes the whole refundable amount, and refuses zero or less', () => {
        expect(refundRules({ refundAmount: 16999, paidAmount: 21999, refundedAmount: 5000 })).toEqual({});
        expect(englishText(refundRules({ refundAmount: 0, paidAmount: 100, refundedAmount: 0 }).refundAmount)).toBe('The refund amount must be above zero');
        expect(englishText(refundRules({ refundAmount: 1, paidAmount: 0, refundedAmount: 0 }).refundAmount)).toBe(
            'The refund amount may not exceed the refundable amount of 0.00 (paid less already refunded)',
        );
    });
});

describe('the order change rule (form and mock)', () => {
    it('follows the status table: closed orders change nothing, shipped ones only their contact', () => {
        expect(MODIFIABLE).toEqual({
            unpaid: ['address', 'contact'],
            paid: ['address', 'contact'],
            toBeDelivered: ['address', 'contact'],
            shipped: ['contact'],
            delivered: [],
            cancelled: [],
        });
        const address = { modifyType: 'address', province: 'Karnataka', city: 'Bengaluru', pincode: '560001' };
        expect(modificationRules({ ...address, orderStatus: 'paid' })).toEqual({});
        expect(englishText(modificationRules({ ...address, orderStatus: 'delivered' }).orderId)).toBe('A cancelled or delivered order cannot be changed');
        expect(chineseText(modificationRules({ ...address, orderStatus: 'cancelled' }).orderId)).toBe('已取消或已签收的订单不能修改');
        expect(englishText(modificationRules({ ...address, orderStatus: 'shipped' }).modifyType)).toBe(
            'A shipped order’s address cannot be changed, only its contact',
        );
        expect(modificationRules({ modifyType: 'contact', contactNumber: '9876543210', orderStatus: 'shipped' })).toEqual({});
    });

    it('wants a whole address and a well-formed contact', () => {
        expect(modificationRules({ modifyType: 'address', province: 'Goa', city: '', pincode: '4' })).toEqual({
            city: 'ra.validation.required',
            pincode: 'resources.order-modifications.validation.postcode',
        });
        expect(englishText(modificationRules({ modifyType: 'contact' }).contactNumber)).toBe('Enter a contact number or an e-mail');
        expect(modificationRules({ modifyType: 'contact', contactNumber: '12ab', email: 'x@' })).toEqual({
            contactNumber: 'resources.order-modifications.validation.phone',
            email: 'resources.order-modifications.validation.email',
        });
    });
});
