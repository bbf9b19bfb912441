import type { Random } from '../random';
import type { Sample } from '../../../resources/kit/seed';
import type { SampleContext } from './domainSamples';
import { dueTimeOf, type Flow, type HistoryEntry } from '../../../resources/service-requests-common/flow';
import { REPAIR_FLOW } from '../../../resources/repair-requests/flow';
import { RESERVATION_FLOW } from '../../../resources/reservations/flow';
import { PRICE_PROTECTION_FLOW } from '../../../resources/price-protections/flow';
import { SERVICE_APPLICATION_FLOW } from '../../../resources/service-applications/flow';
import { TICKET_FLOW } from '../../../resources/support-tickets/flow';

/**
 * Seed values of the service requests with a clock: each record's state reached along its flow's main path, its
 * history (who moved it and when, each step within or a little past its service level), its due time from the
 * last step, and its creation time the first step's. Times count back from the hour the mock starts in, so the
 * open requests are spread around their due times (some overdue) whenever the demo runs.
 */
const SERVICE_REQUEST_SAMPLES = ['repairStatus', 'repairHistory', 'repairDueTime', 'reservationStatus', 'reservationHistory', 'reservationDueTime', 'priceProtectionStatus', 'priceProtectionHistory', 'priceProtectionDueTime', 'applicationStatus', 'applicationHistory', 'applicationDueTime', 'historyStart', 'ticketStatus', 'ticketHistory', 'ticketDueTime'] as const satisfies readonly Sample[];

export type ServiceRequestSample = (typeof SERVICE_REQUEST_SAMPLES)[number];

export const isServiceRequestSample = (sample: Sample): sample is ServiceRequestSample => (SERVICE_REQUEST_SAMPLES as readonly string[]).includes(sample);

const HOUR = 3_600_000;

/** The note a seeded move carries where its table asks for one (a reason, a reply). */
const NOTES: Readonly<Record<string, string>> = {
    cancel: 'Customer no longer needs the visit',
    reply: 'Thank you for writing. Please back up your data and update to the latest software; if it happens again, book a pick-up from the support page.',
    close: 'Answered; no reply from the customer in 7 days',
    reject: 'Outside the terms: the reason is given to the buyer by phone',
};
const AGENTS = ['Anita Rao', 'Suresh Kumar', 'Farhan Ali', 'Li Wei'];

/** The moves from the initial state to `status` (the first action reaching each state, breadth first). */
const pathTo = (flow: Flow, status: string): [string, string, string][] => {
    const reached = new Map<string, [string, string, string][]>([[flow.initial, []]]);
    const queue = [flow.initial];
    while (queue.length > 0) {
        const at = queue.shift()!;
        for (const [action, { from, to }] of Object.entries(flow.actions)) {
            if (!from.includes(at) || reached.has(to)) continue;
            reached.set(to, [...reached.get(at)!, [action, at, to]]);
            queue.push(to);
        }
    }
    return reached.get(status) ?? [];
};

const historyOf = (flow: Flow, status: string, random: Random): HistoryEntry[] => {
    const now = Math.floor(Date.now() / HOUR) * HOUR;
    const moves = pathTo(flow, status);
    // The last step: within 1.5 times its service level ago (past it: overdue), or days ago for a final state.
    const lastSla = flow.slaHours[status];
    let at = now - random.int(1, lastSla ? Math.round(lastSla * 1.5) : 240) * HOUR;
    const entries: HistoryEntry[] = [];
    for (let index = moves.length - 1; index >= 0; index -= 1) {
        const [action, from, to] = moves[index];
        const note = NOTES[action] ?? '';
        entries.unshift({ action, from, to, by: random.pick(AGENTS), at: new Date(at).toISOString(), note });
        at -= random.int(2, flow.slaHours[from] ?? 24) * HOUR;
    }
    entries.unshift({ action: 'create', from: null, to: flow.initial, by: '', at: new Date(at).toISOString(), note: '' });
    return entries;
};

/**
 * Each request kind's flow and the states its seeded records are spread over, in turn (most open, some closed), by
 * the prefix of its samples: `repairStatus`, `repairHistory` and `repairDueTime` read the repairs'.
 */
const SEEDED_FLOWS = {
    repair: { flow: REPAIR_FLOW, states: ['requested', 'pickup_scheduled', 'picked', 'at_service_centre', 'at_service_centre', 'repaired', 'dropped', 'dropped', 'dropped', 'cancelled'] },
    reservation: { flow: RESERVATION_FLOW, states: ['booked', 'booked', 'completed', 'completed', 'booked', 'no_show', 'completed', 'cancelled'] },
    priceProtection: { flow: PRICE_PROTECTION_FLOW, states: ['pending', 'pending', 'approved', 'refunded', 'refunded', 'pending', 'rejected', 'approved', 'refunded'] },
    application: {
        flow: SERVICE_APPLICATION_FLOW,
        states: ['submitted', 'accepted', 'in_progress', 'completed', 'submitted', 'in_progress', 'completed', 'rejected', 'accepted', 'completed'],
    },
    ticket: { flow: TICKET_FLOW, states: ['new', 'new', 'replied', 'closed', 'replied', 'new', 'closed'] },
} satisfies Record<string, { flow: Flow; states: readonly string[] }>;

type SeededKind = keyof typeof SEEDED_FLOWS;
const SAMPLE_PARTS = /^(.+)(Status|History|DueTime)$/;

export const serviceRequestSample = (sample: ServiceRequestSample, random: Random, context: SampleContext): unknown => {
    const { local, row } = context;
    if (sample === 'historyStart') return (row.history as HistoryEntry[] | undefined)?.[0]?.at ?? null;
    const [, kind, part] = SAMPLE_PARTS.exec(sample)!;
    const { flow, states } = SEEDED_FLOWS[kind as SeededKind];
    if (part === 'Status') return states[local % states.length];
    if (part === 'History') return historyOf(flow, String(row.status), random);
    const history = row.history as HistoryEntry[];
    return dueTimeOf(flow, String(row.status), history[history.length - 1].at);
};
