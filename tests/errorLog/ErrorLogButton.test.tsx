import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorLogButton } from '../../src/errorLog/ErrorLogButton';
import { clearErrors, reportError } from '../../src/errorLog/errorLogStore';
import { renderInAdmin } from '../support/renderInAdmin';

afterEach(() => clearErrors());

describe('ErrorLogButton', () => {
    it('is hidden while no error is logged, and appears with the count when one is', () => {
        renderInAdmin(<ErrorLogButton />);
        expect(screen.queryByRole('button', { name: /error log/i })).toBeNull();

        act(() => {
            reportError({ error: new Error('first') });
            reportError({ error: new Error('second') });
        });
        const button = screen.getByRole('button', { name: 'Error log: 2 errors' });
        expect(button).toHaveTextContent('2');
    });

    it('opens the dialog listing time, message, component, info and url; Clear empties it', async () => {
        reportError({ error: new Error('cannot read the orders'), component: 'OrderList', info: 'at OrderTable', url: 'http://oms/orders/index' });
        reportError({ error: new Error('cannot read the orders'), component: 'OrderList', info: 'at OrderTable', url: 'http://oms/orders/index' });
        reportError({ error: 'rejected', info: 'unhandledrejection', url: 'http://oms/dashboard' });
        renderInAdmin(<ErrorLogButton />);

        await userEvent.click(screen.getByRole('button', { name: 'Error log: 2 errors' }));
        const dialog = await screen.findByRole('dialog', { name: 'Error log' });
        const headers = within(dialog).getAllByRole('columnheader').map(cell => cell.textContent);
        expect(headers).toEqual(['Time', 'Message', 'Component', 'Info', 'URL']);

        const rows = within(dialog).getAllByRole('row').slice(1);
        expect(rows).toHaveLength(2);
        const cells = within(rows[1]).getAllByRole('cell').map(cell => cell.textContent);
        // The app's date format under English (formatDateTime), with seconds: '5 May 2024, 09:03:07'.
        expect(cells[0]).toMatch(/^\d{1,2} [A-Z][a-z]{2,3} \d{4}, \d{2}:\d{2}:\d{2}$/);
        expect(cells[1]).toContain('cannot read the orders');
        expect(cells[1]).toContain('seen 2 times');
        expect(cells.slice(2)).toEqual(['OrderList', 'at OrderTable', 'http://oms/orders/index']);
        expect(within(rows[0]).getAllByRole('cell').map(cell => cell.textContent).slice(2)).toEqual(['', 'unhandledrejection', 'http://oms/dashboard']);

        await userEvent.click(within(dialog).getByRole('button', { name: 'Clear' }));
        expect(within(dialog).queryAllByRole('row')).toHaveLength(0);
        expect(within(dialog).getByText('No errors recorded.')).toBeInTheDocument();

        await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(screen.queryByRole('button', { name: /error log/i })).toBeNull();
    });

    it('closes with Close and keeps the entries', async () => {
        reportError({ error: new Error('boom') });
        renderInAdmin(<ErrorLogButton />);

        await userEvent.click(screen.getByRole('button', { name: 'Error log: 1 error' }));
        const dialog = await screen.findByRole('dialog');
        await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(screen.getByRole('button', { name: 'Error log: 1 error' })).toBeInTheDocument();
    });
});
