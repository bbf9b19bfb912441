/** One line of a transfer: a SKU, how many leave the source, and (once received) how many arrived. */
export interface TransferLine {
    skuId?: string | number | null;
    qty?: number | string | null;
    receivedQty?: number | string | null;
}

export const linesOf = (record: Record<string, unknown>): TransferLine[] =>
    Array.isArray(record.lines) ? (record.lines as TransferLine[]).filter(line => line !== null && typeof line === 'object') : [];

const numberOf = (value: unknown): number => {
    const number = typeof value === 'number' ? value : Number(value);
    return Number.isFinite(number) ? number : 0;
};

/** The transfer's totals from its lines (the server recomputes them on every write). */
export const totalsOf = (record: Record<string, unknown>) => {
    const lines = linesOf(record);
    return {
        skuCount: lines.length,
        totalQty: lines.reduce((sum, line) => sum + numberOf(line.qty), 0),
        receivedQty: lines.reduce((sum, line) => sum + numberOf(line.receivedQty), 0),
    };
};
