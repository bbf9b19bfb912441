import { WINDOW_START } from '../reconciliation/statementLines';
import type { Row } from '../collection';

/**
 * Payment details per order (/inventory/order-payment), from the paid live orders: the gateway's payment ID and
 * settlement from the gateways' statement lines (the reconciliation's, so the two screens agree): a payment with a
 * statement line is settled; one paid before the reconciliation window was settled long since; cash on delivery is
 * settled once the order is delivered (the courier remits it). Refunded = the order's successful refunds.
 */

const round2 = (value: number) => Math.round(value * 100) / 100;

export const computeOrderPayments = (rowsOf: (name: string) => readonly Row[]): Row[] => {
    const settledBy = new Map<string, string>();
    for (const line of rowsOf('statement-lines')) if (line.txnType === 'payment') settledBy.set(String(line.orderId), String(line.gatewayTxnId));
    const refunded = new Map<string, number>();
    for (const refund of rowsOf('refunds')) {
        if (refund.status === 'success') refunded.set(String(refund.orderId), (refunded.get(String(refund.orderId)) ?? 0) + Number(refund.refundAmount));
    }
    const rows: Row[] = [];
    for (const order of rowsOf('orders')) {
        if (order.dataType !== 0 || !order.paidTime) continue;
        const orderId = String(order.orderId);
        const cod = order.payChannel === 'cod';
        const txnId = settledBy.get(orderId);
        const settled = cod ? order.orderStatus === 'delivered' : txnId !== undefined || Date.parse(String(order.paidTime)) < WINDOW_START;
        rows.push({
            id: rows.length + 1,
            siteCode: order.siteCode,
            orderId,
            payChannel: order.payChannel,
            payMethod: order.payMethod,
            paymentId: txnId ?? (cod ? '' : `PAY${orderId.slice(3)}`),
            paidAmount: order.orderAmount,
            paidTime: order.paidTime,
            refundAmount: round2(refunded.get(orderId) ?? 0),
            settlementStatus: settled ? 'settled' : 'unsettled',
        });
    }
    return rows;
};
