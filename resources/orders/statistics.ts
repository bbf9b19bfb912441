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

/** Why a period is not one the call answers (English, for the mock's msg), or undefined. */
export const periodError = (from: string, to: string): string | undefined => {
    if (!DAY.test(from) || !DAY.test(to) || Number.isNaN(Date.parse(from)) || Number.isNaN(Date.parse(to))) {
        return 'from and to must be days written YYYY-MM-DD';
    }
    const days = (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;
    if (days < 1) return 'from must not be after to';
    if (days > MAX_PERIOD_DAYS) return `the period may not be longer than ${MAX_PERIOD_DAYS} days`;
    return undefined;
};
