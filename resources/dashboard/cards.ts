/**
 * The dashboard's cards (what needs doing, for this user, on this site) as one table: which area a card belongs to,
 * the list screen its link opens (whose access decides whether the user sees the card at all), the collection that
 * list reads and the filter it opens with. The mock counts a card as that list's total under that filter
 * (`GET /dashboard/summary`, mock-server/handlers/custom/dashboard.ts), and the dashboard links to the list with the
 * very filter the answer carries, so a card's count is the rows its link opens.
 *
 * A screen built later gets its card by one row here (service requests past their due time): nothing else changes.
 * Pure data: the mock imports it.
 */

/** What a card's filter may depend on: the time of the call and who asks. */
export interface CardContext {
    now: Date;
    account: string;
}

export type CardArea = 'orders' | 'refunds' | 'tasks' | 'activities' | 'requests' | 'service' | 'reconciliation' | 'stock';

export interface DashboardCard {
    /** Unique; its text is `oms.dashboard.cards.{kind}` (with the screen's title for the activity lines). */
    key: string;
    kind: 'pending_review' | 'refunds_failed' | 'tasks_failed' | 'tasks_running' | 'activities_ending' | 'dsr_overdue' | 'service_overdue' | 'recon_unmatched' | 'stock_below_safety';
    area: CardArea;
    /** The catalogue path of the list the link opens; the user sees the card only if they may open it. */
    path: string;
    /** The REST collection that list reads (counted with the list's own scope: site, data type). */
    collection: string;
    /** The list's filter (its URL `filter`), as the REST call takes it. */
    filter: (context: CardContext) => Record<string, unknown>;
    /** Also answer the matching rows' progress (running tasks), at most this many. */
    progressOf?: number;
}

const DAY_MS = 86_400_000;
/** "Ending soon": within the next 7 days. */
export const ENDING_WITHIN_DAYS = 7;
/** Reconciliation items unmatched for more than this many days need doing. */
export const UNMATCHED_OVER_DAYS = 7;

/** An activity list's card: not ended, its end time from now to 7 days on. */
const activityEnding = (collection: string, path: string): DashboardCard => ({
    key: `activities_ending:${collection}`,
    kind: 'activities_ending',
    area: 'activities',
    path,
    collection,
    filter: ({ now }) => ({
        status_neq: 'ended',
        endTime_gte: now.toISOString(),
        endTime_lte: new Date(now.getTime() + ENDING_WITHIN_DAYS * DAY_MS).toISOString(),
    }),
});

/** A service request list's card: its open requests past their due time (the flow keeps `overdue` up to the clock). */
const serviceOverdue = (key: string, collection: string, path: string): DashboardCard => ({
    key,
    kind: 'service_overdue',
    area: 'service',
    path,
    collection,
    filter: () => ({ overdue: true }),
});

export const DASHBOARD_CARDS: readonly DashboardCard[] = [
    { key: 'orders_pending_review', kind: 'pending_review', area: 'orders', path: '/orders/index', collection: 'orders', filter: () => ({ reviewStatus: 'pending' }) },
    { key: 'refunds_failed', kind: 'refunds_failed', area: 'refunds', path: '/orders/refund', collection: 'refunds', filter: () => ({ status: 'failed' }) },
    { key: 'tasks_failed', kind: 'tasks_failed', area: 'tasks', path: '/async-task', collection: 'async-tasks', filter: ({ account }) => ({ creatorNumber: account, status: 'failed' }) },
    {
        key: 'tasks_running',
        kind: 'tasks_running',
        area: 'tasks',
        path: '/async-task',
        collection: 'async-tasks',
        // Pending or processing: a task is at 100 only when it has finished.
        filter: ({ account }) => ({ creatorNumber: account, progress_lt: 100 }),
        progressOf: 5,
    },
    activityEnding('risk-order-activities', '/activities/risk-order-monitoring'),
    activityEnding('pre-orders', '/activities/pre-order'),
    activityEnding('payment-method-offers', '/activities/paymentMethod'),
    activityEnding('no-cost-emi', '/activities/NoCostEMI'),
    activityEnding('fans-festivals', '/activities/fansFestival'),
    activityEnding('comment-lotteries', '/activities/comment-lottery'),
    activityEnding('community-activities', '/activities/community-activity'),
    activityEnding('partner-payment-activities-1', '/activities/partner-payment-activity-1'),
    activityEnding('partner-payment-activities-2', '/activities/partner-payment-activity-2'),
    activityEnding('hot-searches', '/activities/hotSearch'),
    activityEnding('hot-searches-v2', '/activities/hot-search-v2'),
    activityEnding('cardless-emi-activities', '/bankOffer/cardlessEmi'),
    {
        key: 'dsr_overdue',
        kind: 'dsr_overdue',
        area: 'requests',
        path: '/cms/dsr-platform',
        collection: 'dsr-requests',
        // Still owed an answer (resources/dsr-requests/rules.ts, DSR_OPEN_STATUSES) and due before today.
        filter: ({ now }) => ({ status: ['new', 'identity_check', 'processing'], dueDate_lt: now.toISOString().slice(0, 10) }),
    },
    // Open service requests past the due time their state's service level set (resources/service-requests-common).
    serviceOverdue('repairs_overdue', 'repair-requests', '/supportPage/repair'),
    serviceOverdue('service_overdue:reservations', 'reservations', '/supportPage/reservation'),
    serviceOverdue('service_overdue:support-tickets', 'support-tickets', '/supportPage/email-us'),
    serviceOverdue('service_overdue:service-applications', 'service-applications', '/serviceSite/application'),
    serviceOverdue('service_overdue:price-protections', 'price-protections', '/serviceSite/price-protection'),
    {
        key: 'recon_unmatched',
        kind: 'recon_unmatched',
        area: 'reconciliation',
        path: '/reconciliation/externalResultQuery',
        collection: 'recon-items',
        // An item's unmatched days are counted while it is unmatched and not handled.
        filter: () => ({ unmatchedDays_gt: UNMATCHED_OVER_DAYS }),
    },
    {
        key: 'stock_below_safety',
        kind: 'stock_below_safety',
        area: 'stock',
        path: '/inventory/stock',
        collection: 'stocks',
        // A SKU in a warehouse whose available stock is under its safety stock (summed from the stock ledger).
        filter: () => ({ belowSafety: true }),
    },
];

/** The areas in the order the dashboard shows them. */
export const CARD_AREAS: readonly CardArea[] = ['orders', 'refunds', 'requests', 'service', 'reconciliation', 'stock', 'tasks', 'activities'];

/** `GET /dashboard/summary`: the cards the caller may open on the request's site, each counted. */
export const SUMMARY_PATH = '/dashboard/summary';

export interface SummaryCard {
    key: string;
    kind: DashboardCard['kind'];
    area: CardArea;
    path: string;
    /** The filter counted with: the link opens the list with it. */
    filter: Record<string, unknown>;
    count: number;
    /** Running tasks: each one's file and progress (0–99). */
    progress?: { id: number | string; fileName: string; progress: number; status: string }[];
}

export interface DashboardSummary {
    siteCode: string;
    /** When it was counted (ISO). */
    time: string;
    cards: SummaryCard[];
}

/** Where a card's link goes: its list, with the filter it was counted with. */
export const cardLink = (card: Pick<SummaryCard, 'path' | 'filter'>): string => `${card.path}?filter=${encodeURIComponent(JSON.stringify(card.filter))}`;
