import { creditExceedsInvoice, gstOf, lineTotal, taxableOf } from '../../../resources/gst-invoices/tax';
import { DAY_MS } from '../random';
import type { Row } from '../collection';

/**
 * The GST invoices and credit notes of /inventory/invoice-list, computed from what moved goods: every shipped or
 * delivered live order of the site in has its tax invoice, issued by the GSTIN that covers the order's warehouse
 * (gstin-settings), dated the day its outbound movement left; every customer return in the stock ledger has a credit
 * note on that invoice for the returned unit, dated the day it came back. Tax per line from the SKU's GST rate on the
 * line's share of what the customer paid (GST included): CGST + SGST when the warehouse's state is the delivery
 * state, IGST otherwise (resources/gst-invoices/tax.ts).
 */

const SITE = 'in';
const round2 = (value: number) => Math.round(value * 100) / 100;

interface InvoiceLine {
    skuId: string | number;
    hsnCode: string;
    qty: number;
    taxableValue: number;
    taxRate: number;
    cgst: number;
    sgst: number;
    igst: number;
    amount: number;
}

/** India's financial year of a date (April to March), as invoice series write it: 2526 for 2025-26. */
const financialYear = (date: string) => {
    const year = Number(date.slice(2, 4));
    const first = Number(date.slice(5, 7)) >= 4 ? year : year - 1;
    return `${String(first).padStart(2, '0')}${String(first + 1).padStart(2, '0')}`;
};

const sum = (lines: readonly InvoiceLine[], key: 'taxableValue' | 'cgst' | 'sgst' | 'igst' | 'amount') => round2(lines.reduce((total, line) => total + line[key], 0));

const documentOf = (lines: InvoiceLine[]) => ({
    taxableValue: sum(lines, 'taxableValue'),
    cgst: sum(lines, 'cgst'),
    sgst: sum(lines, 'sgst'),
    igst: sum(lines, 'igst'),
    totalAmount: sum(lines, 'amount'),
    lines,
});

/** A document before it has its number and id. */
type Doc = Record<string, unknown> & { taxableValue: number; totalAmount: number; lines: InvoiceLine[] };

const lineOf = (sku: Row | undefined, skuId: string | number, qty: number, gross: number, intraState: boolean): InvoiceLine => {
    const taxRate = Number(sku?.gstRate ?? 0.18);
    const taxableValue = taxableOf(gross, taxRate);
    const split = gstOf(taxableValue, taxRate, intraState);
    return { skuId, hsnCode: String(sku?.hsnCode ?? ''), qty, taxableValue, taxRate, ...split, amount: lineTotal(taxableValue, split) };
};

export const computeInvoices = (rowsOf: (name: string) => readonly Row[]): Row[] => {
    const states = rowsOf('states');
    const stateByName = new Map(states.map(row => [String(row.name), row]));
    const warehouseByCode = new Map(rowsOf('warehouses').filter(row => row.siteCode === SITE).map(row => [String(row.warehouseCode), row]));
    const settings = rowsOf('gstin-settings').filter(row => row.siteCode === SITE && row.status === 'enabled');
    const settingOf = (warehouseId: unknown) => settings.find(row => (row.warehouseIds as unknown[] | undefined)?.some(id => String(id) === String(warehouseId)));
    const skuById = new Map(rowsOf('skus').filter(row => row.siteCode === SITE).map(row => [String(row.id), row]));

    const invoices: Doc[] = [];
    for (const order of rowsOf('orders')) {
        if (order.siteCode !== SITE || order.dataType !== 0 || (order.orderStatus !== 'shipped' && order.orderStatus !== 'delivered')) continue;
        const warehouse = warehouseByCode.get(String(order.warehouseCode));
        const setting = warehouse && settingOf(warehouse.id);
        const buyerState = stateByName.get(String(order.province));
        if (!warehouse || !setting || !buyerState) continue;
        const intraState = String(buyerState.id) === String(warehouse.stateId);
        const orderLines = ((order.lines as { skuId: string | number; quantity: number; totalPrice: number }[] | undefined) ?? []).filter(line => line.totalPrice > 0);
        const goods = orderLines.reduce((total, line) => total + line.totalPrice, 0);
        if (goods <= 0) continue;
        const share = Number(order.orderAmount) / goods;
        const lines = orderLines.map(line => lineOf(skuById.get(String(line.skuId)), line.skuId, line.quantity, round2(line.totalPrice * share), intraState));
        invoices.push({
            siteCode: SITE,
            invoiceType: 'tax_invoice',
            prefix: setting.invoicePrefix,
            orderId: order.orderId,
            sellerGstin: setting.gstin,
            sellerName: setting.legalName,
            sellerAddress: setting.registeredAddress,
            buyerGstin: order.gstin || null,
            buyerName: order.businessName || order.email,
            invoiceDate: new Date(Date.parse(String(order.paidTime ?? order.orderTime)) + DAY_MS).toISOString().slice(0, 10),
            placeOfSupply: buyerState.id,
            supplyType: intraState ? 'intra_state' : 'inter_state',
            originalInvoiceNo: null,
            status: 'issued',
            ...documentOf(lines),
        });
    }

    const invoiceByOrder = new Map(invoices.map(row => [String(row.orderId), row]));
    const credits: Doc[] = [];
    for (const movement of rowsOf('stock-movements')) {
        if (movement.siteCode !== SITE || movement.movementType !== 'return') continue;
        const invoice = invoiceByOrder.get(String(movement.reference));
        const line = invoice?.lines.find(candidate => String(candidate.skuId) === String(movement.skuId));
        if (!invoice || !line) continue;
        const qty = Math.min(Number(movement.qty), line.qty);
        const split = gstOf(round2((line.taxableValue * qty) / line.qty), line.taxRate, invoice.supplyType === 'intra_state');
        const taxableValue = round2((line.taxableValue * qty) / line.qty);
        const credit = { ...line, qty, taxableValue, ...split, amount: lineTotal(taxableValue, split) };
        const note: Doc = { ...invoice, invoiceType: 'credit_note', invoiceDate: String(movement.movementTime).slice(0, 10), ...documentOf([credit]) };
        if (creditExceedsInvoice(note, invoice)) continue;
        credits.push({ ...note, originalOrderInvoice: invoice });
    }

    // Numbered per series (the GSTIN's prefix) and financial year, in date order: DEL1/2526/00042, DEL1/CN2526/00003.
    const documents = [...invoices, ...credits].sort((a, b) => (a.invoiceDate === b.invoiceDate ? String(a.orderId).localeCompare(String(b.orderId)) : String(a.invoiceDate) < String(b.invoiceDate) ? -1 : 1));
    const counters = new Map<string, number>();
    const numbers = new Map<Doc, string>();
    for (const document of documents) {
        const series = `${String(document.prefix)}/${document.invoiceType === 'credit_note' ? 'CN' : ''}${financialYear(String(document.invoiceDate))}`;
        const next = (counters.get(series) ?? 0) + 1;
        counters.set(series, next);
        numbers.set(document, `${series}/${String(next).padStart(5, '0')}`);
    }
    return documents.map((document, index) => {
        const { prefix: _prefix, originalOrderInvoice, ...row } = document;
        return {
            ...row,
            id: index + 1,
            invoiceNo: numbers.get(document),
            originalInvoiceNo: originalOrderInvoice ? numbers.get(originalOrderInvoice as Doc) : null,
        };
    });
};
