/**
 * The printable detail of a GST invoice or credit note (/inventory/invoice-detail/{id}/{type}) as a user reads it:
 * the document's heading, seller and buyer, the lines with the taxes its supply has (CGST and SGST within a state,
 * IGST across states) and the totals, in rupees; a `{type}` that is not the document's kind is refused in words.
 */
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { db } from '../../mock-server/db/store';
import { formatMoney } from '../../ui';
import { openApp } from '../support/renderApp';

type Row = { id: number } & Record<string, unknown>;

const WAIT = { timeout: 60_000 };
const invoices = () => db.collections.get('gst-invoices')!.all() as readonly Row[];

describe('the invoice detail', () => {
    it('shows an intra-state invoice with CGST and SGST columns and its totals', { timeout: 90_000 }, async () => {
        const invoice = invoices().find(row => row.invoiceType === 'tax_invoice' && row.supplyType === 'intra_state')!;
        await openApp(`/inventory/invoice-detail/${invoice.id}/invoice`, 'finance');
        expect(await screen.findByRole('heading', { name: `Tax invoice ${String(invoice.invoiceNo)}` }, WAIT)).toBeInTheDocument();
        const lines = screen.getByRole('table', { name: 'Lines' });
        const headers = within(lines).getAllByRole('columnheader').map(cell => cell.textContent);
        expect(headers).toEqual(['SKU', 'HSN code', 'Quantity', 'Taxable value', 'GST rate', 'CGST', 'SGST', 'Amount']);
        expect(within(lines).getAllByRole('row')).toHaveLength((invoice.lines as unknown[]).length + 1);
        expect(screen.getByText('Total', { selector: 'dt' }).nextSibling).toHaveTextContent(formatMoney(Number(invoice.totalAmount), 'in'));
        expect(screen.getByText('CGST', { selector: 'dt' }).nextSibling).toHaveTextContent(formatMoney(Number(invoice.cgst), 'in'));
        expect(screen.queryByText('IGST', { selector: 'dt' })).toBeNull();
        expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
    });

    it('shows an inter-state credit note with IGST, and refuses it under the invoice type', { timeout: 90_000 }, async () => {
        const note = invoices().find(row => row.invoiceType === 'credit_note' && row.supplyType === 'inter_state') ?? invoices().find(row => row.invoiceType === 'credit_note')!;
        const { unmount } = await openApp(`/inventory/invoice-detail/${note.id}/credit_note`, 'finance');
        expect(await screen.findByRole('heading', { name: `Credit note ${String(note.invoiceNo)}` }, WAIT)).toBeInTheDocument();
        expect(screen.getByText(String(note.originalInvoiceNo))).toBeInTheDocument();
        const taxColumns = within(screen.getByRole('table', { name: 'Lines' })).getAllByRole('columnheader').map(cell => cell.textContent).filter(text => /GST$/.test(text ?? ''));
        expect(taxColumns).toEqual(note.supplyType === 'inter_state' ? ['IGST'] : ['CGST', 'SGST']);
        unmount();
        await openApp(`/inventory/invoice-detail/${note.id}/invoice`, 'finance');
        expect(await screen.findByRole('alert', {}, WAIT)).toHaveTextContent(`No invoice with ID ${note.id}`);
    });
});
