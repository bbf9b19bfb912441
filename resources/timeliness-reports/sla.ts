/**
 * The logistics service levels the timeliness report measures against, one table: packing within 12 hours of
 * payment, handing to the courier within 24 hours of payment (the stock ledger's outbound movement), delivery within
 * 4 days of shipping. An order that misses any of them is a breach.
 */
export const SLA = { packHours: 12, shipHours: 24, deliveryDays: 4 } as const;

export interface StageDurations {
    packHours: number;
    shipHours: number;
    /** Undefined until delivered. */
    deliveryDays?: number;
}

export const breachesSla = (stages: StageDurations): boolean =>
    stages.packHours > SLA.packHours || stages.shipHours > SLA.shipHours || (stages.deliveryDays ?? 0) > SLA.deliveryDays;
