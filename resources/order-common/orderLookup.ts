import { api } from '../../providers/httpClient';

/** An order as the refund and change dialogs look it up (GET /order-siblings/orders/{orderId}, the mock's custom call). */
export interface LookedUpOrder {
    orderId: string;
    orderStatus: string;
    payChannel: string;
    province: string;
    city: string;
    pincode: string;
    contactNumber: string;
    email: string;
    paidAmount: number;
    refundedAmount: number;
    refundable: number;
}

/** The order by its number on the current site; rejects with the server's reason (an unknown number …). */
export const lookUpOrder = async (orderId: string): Promise<LookedUpOrder> =>
    (await api.get<LookedUpOrder>(`/order-siblings/orders/${encodeURIComponent(orderId.trim())}`, { notifyErrors: false, cancelPrevious: true })).data;
