/** Where the server answers the finance report's totals per month (envelope, JSON; `?filter=` the list's filter). */
export const MONTHLY_PATH = '/finance-reports/monthly';

/** One month of the finance report: its sales, returns and net, in the site's currency. */
export interface MonthTotals {
    month: string;
    salesAmount: number;
    returnAmount: number;
    netAmount: number;
}

const cents = (amount: number) => Math.round(amount * 100) / 100;

/**
 * The report's rows summed per month (YYYY-MM), oldest first: the chart's figures are the table's rows added up, so
 * the two never disagree. The server runs it over the rows the list's filter selects.
 */
export const monthlyTotals = (rows: readonly Record<string, unknown>[]): MonthTotals[] => {
    const months = new Map<string, MonthTotals>();
    for (const row of rows) {
        const month = String(row.month ?? '').slice(0, 7);
        const totals = months.get(month) ?? { month, salesAmount: 0, returnAmount: 0, netAmount: 0 };
        totals.salesAmount += Number(row.salesAmount) || 0;
        totals.returnAmount += Number(row.returnAmount) || 0;
        totals.netAmount += Number(row.netAmount) || 0;
        months.set(month, totals);
    }
    return [...months.values()]
        .sort((a, b) => a.month.localeCompare(b.month))
        .map(totals => ({ ...totals, salesAmount: cents(totals.salesAmount), returnAmount: cents(totals.returnAmount), netAmount: cents(totals.netAmount) }));
};
