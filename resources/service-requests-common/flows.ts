import type { Flow } from './flow';
import { REPAIR_FLOW } from '../repair-requests/flow';
import { RESERVATION_FLOW } from '../reservations/flow';
import { PRICE_PROTECTION_FLOW } from '../price-protections/flow';
import { SERVICE_APPLICATION_FLOW } from '../service-applications/flow';
import { TICKET_FLOW } from '../support-tickets/flow';

/** Every service request's flow by collection: the mock's one call and seeds find an entity's table here. */
export const FLOWS: Readonly<Record<string, Flow>> = Object.fromEntries(
    [REPAIR_FLOW, RESERVATION_FLOW, PRICE_PROTECTION_FLOW, SERVICE_APPLICATION_FLOW, TICKET_FLOW].map(flow => [flow.collection, flow]),
);

export const flowOf = (collection: string): Flow | undefined => (Object.hasOwn(FLOWS, collection) ? FLOWS[collection] : undefined);
