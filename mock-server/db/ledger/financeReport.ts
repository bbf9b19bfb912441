import { unitCostOf } from './balances';
import type { Row } from '../collection';

/**
 * The finance report of /inventory/finance-report: per month, state of supply and SKU, what the GST invoices sold
 * and the credit notes took back (resources/gst-invoices, computed from the shipped orders and the ledger's returns),
 * so its sums are the invoice list's: sales = the invoices' line totals, returns = the credit notes', net = sales −
 * returns, tax = the invoices' GST less the credit notes', cost = net units at finance's imported unit cost of the SKU
 * and month (finance-costs), else at the ledger's. Summed when first read after a reset (an import made since shows
 * after the next reset).
 */

const round2 = (value: number) => Math.round(value * 100) / 100;

interface InvoiceLine {
    skuId: string | number;
    qty: number;
    cgst: number;
    sgst: number;
    igst: number;
    amount: number;
}

interface Group {
    siteCode: string;
    month: string;
    stateId: unknown;
    skuId: string | number;
    salesQty: number;
    returnQty: number;
    salesAmount: number;
    returnAmount: number;
    taxAmount: number;
}

export const computeFinanceReport = (rowsOf: (name: string) => readonly Row[]): Row[] => {
    const skuById = new Map(rowsOf('skus').map(row => [String(row.id), row]));
    // Finance's imported unit costs (/inventory/finance-import) by SKU and month, where it has closed the month.
    const importedCost = new Map(
        rowsOf('finance-costs').filter(row => row.dataType === 'unit_cost').map(row => [`${String(row.skuId)}|${String(row.month).slice(0, 10)}`, Number(row.amount)]),
    );
    const unitCost = (skuId: string | number, month: string) => importedCost.get(`${String(skuId)}|${month}`) ?? unitCostOf(skuById.get(String(skuId)));
    const groups = new Map<string, Group>();
    for (const document of rowsOf('gst-invoices')) {
        const sign = document.invoiceType === 'credit_note' ? -1 : 1;
        const month = `${String(document.invoiceDate).slice(0, 7)}-01`;
        for (const line of (document.lines as InvoiceLine[] | undefined) ?? []) {
            const key = [document.siteCode, month, document.placeOfSupply, line.skuId].join('|');
            const group = groups.get(key) ?? {
                siteCode: String(document.siteCode), month, stateId: document.placeOfSupply, skuId: line.skuId,
                salesQty: 0, returnQty: 0, salesAmount: 0, returnAmount: 0, taxAmount: 0,
            };
            if (sign > 0) {
                group.salesQty += line.qty;
                group.salesAmount += line.amount;
            } else {
                group.returnQty += line.qty;
                group.returnAmount += line.amount;
            }
            group.taxAmount += sign * (line.cgst + line.sgst + line.igst);
            groups.set(key, group);
        }
    }
    return [...groups.values()].map((group, index) => ({
        id: index + 1,
        siteCode: group.siteCode,
        month: group.month,
        stateId: group.stateId,
        skuId: group.skuId,
        salesQty: group.salesQty,
        returnQty: group.returnQty,
        salesAmount: round2(group.salesAmount),
        returnAmount: round2(group.returnAmount),
        netAmount: round2(group.salesAmount - group.returnAmount),
        taxAmount: round2(group.taxAmount),
        cost: round2((group.salesQty - group.returnQty) * unitCost(group.skuId, group.month)),
    }));
};
