import { breachesSla, type StageDurations } from '../../../resources/timeliness-reports/sla';
import { DAY_MS } from '../random';
import type { Row } from '../collection';

/**
 * The logistics timeliness report (/diff/timeliness), from the shipped and delivered live orders: per month of
 * payment, warehouse, courier (the shipping number's prefix) and delivery state, the orders, the average stage
 * durations and the service-level breaches (resources/timeliness-reports/sla.ts). Handing to the courier is the
 * stock ledger's outbound movement, a day after payment; packing and delivery times are read from the order's
 * number, so they never change between two reads.
 */

export const COURIER_NAMES: Readonly<Record<string, string>> = {
    BD: 'Blue Dart', DL: 'Delhivery', XB: 'Xpressbees', EK: 'Ekart', SF: 'SF Express', JT: 'J&T Express', DH: 'DHL',
};

const round1 = (value: number) => Math.round(value * 10) / 10;
const hashOf = (text: string) => [...text].reduce((hash, char) => (Math.imul(hash, 31) + char.charCodeAt(0)) >>> 0, 17);

/** An order's stage durations: packing 2–17 hours after payment (most within 12), delivery 1–6 days once shipped. */
export const stagesOf = (order: Row): StageDurations => {
    const hash = hashOf(String(order.orderId));
    return {
        packHours: 2 + (hash % 16),
        shipHours: DAY_MS / 3_600_000,
        deliveryDays: order.orderStatus === 'delivered' ? 1 + ((hash >>> 4) % 6) : undefined,
    };
};

interface Group {
    siteCode: string;
    month: string;
    warehouseId: string | number;
    courier: string;
    state: string;
    orders: number;
    pack: number;
    ship: number;
    delivered: number;
    delivery: number;
    breaches: number;
}

export const computeTimeliness = (rowsOf: (name: string) => readonly Row[]): Row[] => {
    const warehouseId = new Map(rowsOf('warehouses').map(row => [`${String(row.siteCode)}|${String(row.warehouseCode)}`, row.id]));
    const groups = new Map<string, Group>();
    for (const order of rowsOf('orders')) {
        if (order.dataType !== 0 || (order.orderStatus !== 'shipped' && order.orderStatus !== 'delivered')) continue;
        const warehouse = warehouseId.get(`${String(order.siteCode)}|${String(order.warehouseCode)}`);
        const code = String(order.shippingNumber ?? '').slice(0, 2);
        if (warehouse === undefined || !order.paidTime) continue;
        const courier = COURIER_NAMES[code] ?? code;
        const month = `${String(order.paidTime).slice(0, 7)}-01`;
        const key = [order.siteCode, month, warehouse, courier, order.province].join('|');
        const group = groups.get(key) ?? {
            siteCode: String(order.siteCode), month, warehouseId: warehouse as string | number, courier, state: String(order.province),
            orders: 0, pack: 0, ship: 0, delivered: 0, delivery: 0, breaches: 0,
        };
        const stages = stagesOf(order);
        group.orders += 1;
        group.pack += stages.packHours;
        group.ship += stages.shipHours;
        if (stages.deliveryDays !== undefined) {
            group.delivered += 1;
            group.delivery += stages.deliveryDays;
        }
        if (breachesSla(stages)) group.breaches += 1;
        groups.set(key, group);
    }
    return [...groups.values()].map((group, index) => ({
        id: index + 1,
        siteCode: group.siteCode,
        month: group.month,
        warehouseId: group.warehouseId,
        courier: group.courier,
        state: group.state,
        orderCount: group.orders,
        avgPackHours: round1(group.pack / group.orders),
        avgShipHours: round1(group.ship / group.orders),
        avgDeliveryDays: group.delivered > 0 ? round1(group.delivery / group.delivered) : null,
        slaBreachCount: group.breaches,
        onTimeRate: Math.round(((group.orders - group.breaches) / group.orders) * 1000) / 1000,
    }));
};
