import type { FieldErrors } from '../kit/types';

const T = 'resources.b2b-orders.validation';
const round2 = (value: number) => Math.round(value * 100) / 100;

/** What a customer still owes on its other orders (not cancelled): their amounts due. */
export const owedElsewhere = (customerId: unknown, orderId: unknown, orders: readonly Record<string, unknown>[]): number =>
    round2(
        orders
            .filter(order => String(order.customerId) === String(customerId) && String(order.id) !== String(orderId) && order.orderStatus !== 'cancelled')
            .reduce((sum, order) => sum + (Number(order.dueAmount) || 0), 0),
    );

/**
 * A bulk customer buys on credit up to its limit (b2b-customers' creditLimit): an order whose amount due, with what
 * the customer still owes on its other orders, goes past it is refused at the customer. Checked when an order is
 * entered and whenever a change raises what it leaves due (a payment or a cancellation never is refused).
 */
export const creditErrors = (
    record: Record<string, unknown>,
    stored: Record<string, unknown> | undefined,
    customers: readonly Record<string, unknown>[],
    orders: readonly Record<string, unknown>[],
): FieldErrors => {
    if (record.orderStatus === 'cancelled') return {};
    const due = Number(record.dueAmount) || 0;
    if (stored && due <= (Number(stored.dueAmount) || 0)) return {};
    const customer = customers.find(row => String(row.id) === String(record.customerId ?? ''));
    if (!customer) return {};
    return owedElsewhere(customer.id, record.id, orders) + due > Number(customer.creditLimit) ? { customerId: `${T}.credit_limit` } : {};
};
