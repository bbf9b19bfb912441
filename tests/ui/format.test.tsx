import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../ui/format';

describe('formatMoney (site currency symbols)', () => {
    it.each([
        ['in', 1234567.5, '₹12,34,567.50'],
        ['id', 1234567.5, 'Rp1,234,567.50'],
        ['cn', 1234567.5, '¥1,234,567.50'],
        ['eu', 1234567.5, '€1,234,567.50'],
        ['uk', 1234567.5, '1,234,567.50'],
        ['in', 0, '₹0.00'],
        ['cn', 9.999, '¥10.00'],
        ['eu', -12.3, '-€12.30'],
    ])('%s %d → %s', (site, amount, expected) => {
        expect(formatMoney(amount, site)).toBe(expected);
    });

    it('accepts numeric strings and upper-case site codes; empty for missing amounts', () => {
        expect(formatMoney('499', 'IN')).toBe('₹499.00');
        expect(formatMoney(undefined, 'in')).toBe('');
        expect(formatMoney('abc', 'in')).toBe('');
        expect(formatMoney(5, undefined)).toBe('5.00');
    });
});
