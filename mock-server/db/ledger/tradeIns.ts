import { luhnDigit } from '../../../base/imei';
import type { Row } from '../collection';

/**
 * The trade-in (exchange) orders of /inventory/exchange: every paid live order of type trade-in took an old device
 * back against a discount. What it was, its quote and the partner that collects it are read from the order's
 * number, so they never change between two reads; the final value is the quote less the deduction the partner's
 * inspection found, and the exchange completes once the order is delivered and the device picked up.
 */

const OLD_DEVICES: readonly (readonly [brand: string, model: string])[] = [
    ['Samsung', 'Galaxy S21 FE'], ['Apple', 'iPhone 12'], ['Xiaomi', 'Redmi Note 11'], ['Vivo', 'V23'], ['Oppo', 'Reno 7'],
    ['OnePlus', 'Nord CE 2'], ['Realme', '9 Pro'], ['Motorola', 'Edge 20'], ['Samsung', 'Galaxy M32'], ['Apple', 'iPhone 11'],
];
const PARTNERS = ['Cashify', 'Recommerce', 'Budli', 'InstaCash'];

const hashOf = (text: string) => [...text].reduce((hash, char) => (Math.imul(hash, 31) + char.charCodeAt(0)) >>> 0, 29);
const round2 = (value: number) => Math.round(value * 100) / 100;

const statusOf = (order: Row, picked: boolean) => {
    if (order.orderStatus === 'cancelled') return 'cancelled';
    if (order.orderStatus === 'delivered' && picked) return 'completed';
    return order.orderStatus === 'shipped' || order.orderStatus === 'delivered' ? 'verified' : 'created';
};

export const computeTradeIns = (rowsOf: (name: string) => readonly Row[]): Row[] =>
    rowsOf('orders')
        .filter(order => order.dataType === 0 && order.orderType === 'trade-in' && order.paidTime)
        .map((order, index) => {
            const hash = hashOf(String(order.orderId));
            const [oldBrand, oldModel] = OLD_DEVICES[hash % OLD_DEVICES.length];
            const body = `35${String(hash).padStart(12, '0').slice(-12)}`;
            const quotedValue = round2(Number(order.orderAmount) * (0.1 + (hash % 15) / 100));
            const deduction = hash % 4 === 0 ? round2(quotedValue * 0.15) : 0;
            const delivered = order.orderStatus === 'delivered';
            const pickupStatus = delivered ? (hash % 11 === 0 ? 'failed' : 'picked') : 'pending';
            return {
                id: index + 1,
                siteCode: order.siteCode,
                orderId: order.orderId,
                oldBrand,
                oldModel,
                oldImei: `${body}${luhnDigit(body)}`,
                quotedValue,
                deduction,
                finalValue: round2(quotedValue - deduction),
                partner: PARTNERS[(hash >>> 3) % PARTNERS.length],
                pickupStatus,
                status: statusOf(order, pickupStatus === 'picked'),
                orderTime: order.orderTime,
            };
        });
