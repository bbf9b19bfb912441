import type { Flow } from '../service-requests-common/flow';

/**
 * A pick-and-drop repair's states and the one table of what moves it on: requested → pickup scheduled → picked →
 * at the service centre → repaired → dropped back; cancelled (with the reason) before the courier has it. Service
 * levels: a pickup scheduled within 24 hours, collected within 48, at the centre within 48, repaired within 72,
 * back with the customer within 48.
 */
export const REPAIR_FLOW: Flow = {
    collection: 'repair-requests',
    statuses: ['requested', 'pickup_scheduled', 'picked', 'at_service_centre', 'repaired', 'dropped', 'cancelled'],
    initial: 'requested',
    actions: {
        schedule_pickup: { from: ['requested'], to: 'pickup_scheduled' },
        pick_up: { from: ['pickup_scheduled'], to: 'picked' },
        receive: { from: ['picked'], to: 'at_service_centre' },
        repair: { from: ['at_service_centre'], to: 'repaired' },
        drop: { from: ['repaired'], to: 'dropped' },
        cancel: { from: ['requested', 'pickup_scheduled'], to: 'cancelled', noteRequired: true },
    },
    slaHours: { requested: 24, pickup_scheduled: 48, picked: 48, at_service_centre: 72, repaired: 48 },
};
