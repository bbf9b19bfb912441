/**
 * The order statistics call as the screens and the mock share it: `GET /orders/statistics?from=YYYY-MM-DD&to=YYYY-MM-DD`
 * (both days included; at most a year), answering orders and amount by day, by order status and by pay channel.
 */
export const STATISTICS_PATH = '/orders/statistics';
export const MAX_PERIOD_DAYS = 366;

export interface Figures {
    orders: number;
    amount: number;
}

export interface OrderStatistics {
    from: string;
    to: string;
    total: Figures;
    byDay: ({ day: string } & Figures)[];
    byStatus: ({ status: string } & Figures)[];
    byPayChannel: ({ channel: string } & Figures)[];
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The translation key of why a period is refused (the mock answers its English text as msg, the page its translation). */
export const PERIOD_ERRORS = {
    format: 'resources.orders.statistics.period_errors.format',
    order: 'resources.orders.statistics.period_errors.order',
    length: 'resources.orders.statistics.period_errors.length',
} as const;

/** Why a period is not one the call answers (a key of PERIOD_ERRORS' values), or undefined. */
export const periodError = (from: string, to: string): string | undefined => {
    if (!DAY.test(from) || !DAY.test(to) || Number.isNaN(Date.parse(from)) || Number.isNaN(Date.parse(to))) return PERIOD_ERRORS.format;
    const days = (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;
    if (days < 1) return PERIOD_ERRORS.order;
    if (days > MAX_PERIOD_DAYS) return PERIOD_ERRORS.length;
    return undefined;
};
