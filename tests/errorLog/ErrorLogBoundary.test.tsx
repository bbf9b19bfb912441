import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorLogBoundary } from '../../src/errorLog/ErrorLogBoundary';
import { clearErrors, getErrors } from '../../src/errorLog/errorLogStore';
import { renderInAdmin } from '../support/renderInAdmin';

let broken = true;
const OrderTable = () => {
    if (broken) throw new Error('cannot read the orders');
    return <p>orders</p>;
};

beforeEach(() => {
    broken = true;
    // React logs errors its boundaries catch; keep the test output readable.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
    clearErrors();
    vi.restoreAllMocks();
});

describe('ErrorLogBoundary', () => {
    it('reports the error with the boundary name as component and the component stack as info', async () => {
        renderInAdmin(
            <ErrorLogBoundary name="OrderList">
                <OrderTable />
            </ErrorLogBoundary>,
        );

        expect(await screen.findByRole('alert')).toHaveTextContent('This part of the page failed to display.');
        const entries = getErrors();
        expect(entries).toHaveLength(1);
        expect(entries[0]).toMatchObject({ message: 'cannot read the orders', component: 'OrderList', url: window.location.href, count: 1 });
        expect(entries[0].info).toContain('OrderTable');
        expect(entries[0].stack).toContain('cannot read the orders');
    });

    it('renders its children again on retry', async () => {
        renderInAdmin(
            <ErrorLogBoundary name="OrderList">
                <OrderTable />
            </ErrorLogBoundary>,
        );
        await screen.findByRole('alert');

        broken = false;
        await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
        expect(screen.getByText('orders')).toBeInTheDocument();
        expect(screen.queryByRole('alert')).toBeNull();
    });

    it('leaves healthy children alone', () => {
        broken = false;
        renderInAdmin(
            <ErrorLogBoundary name="OrderList">
                <OrderTable />
            </ErrorLogBoundary>,
        );
        expect(screen.getByText('orders')).toBeInTheDocument();
        expect(getErrors()).toEqual([]);
    });
});
