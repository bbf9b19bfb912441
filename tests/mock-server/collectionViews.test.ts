import { describe, expect, it } from 'vitest';
import { Collection } from '../../mock-server/db/collection';

const ids = (result: { rows: readonly { id: unknown }[] }) => result.rows.map(row => row.id);

/** The collection keeps filtered and sorted views for paging; a write must never be served from a stale one. */
describe("a collection's kept list views", () => {
    const seeded = () =>
        new Collection([
            { id: 1, status: 'paid', amount: 30 },
            { id: 2, status: 'paid', amount: 10 },
            { id: 3, status: 'shipped', amount: 20 },
        ]);
    const paidByAmount = { filter: { status: 'paid' }, sort: ['amount', 'ASC'] as ['amount', 'ASC'] };

    it('pages the same view consistently', () => {
        const table = seeded();
        expect(ids(table.list({ ...paidByAmount, range: [0, 0] }))).toEqual([2]);
        expect(ids(table.list({ ...paidByAmount, range: [1, 1] }))).toEqual([1]);
    });

    it('an update, a create and a delete show in the next list call', () => {
        const table = seeded();
        expect(ids(table.list(paidByAmount))).toEqual([2, 1]);
        table.update(1, { amount: 5 });
        expect(ids(table.list(paidByAmount))).toEqual([1, 2]);
        table.update(3, { status: 'paid' });
        expect(ids(table.list(paidByAmount))).toEqual([1, 2, 3]);
        table.create({ status: 'paid', amount: 1 });
        expect(ids(table.list(paidByAmount))).toEqual([4, 1, 2, 3]);
        table.delete(2);
        const result = table.list(paidByAmount);
        expect(ids(result)).toEqual([4, 1, 3]);
        expect(result.total).toBe(3);
    });
});
