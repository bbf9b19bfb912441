import { describe, expect, it, vi } from 'vitest';
import type { ResourceRecord } from '../../resources/kit/types';
import { call, expectRestFailure, signIn, type Envelope } from './client';

vi.setConfig({ testTimeout: 60_000 });

/** SKU allocations (/inventory/SKU-Inventory) over the mock: within the SKU's available stock on the stock screen. */
describe('SKU allocations', () => {
    it('refuses an allocation above the SKU’s available stock over all warehouses, and a second one for the same target', async () => {
        const token = await signIn('logistics');
        const [allocation] = (await call<ResourceRecord[]>('/sku-allocations', { token, site: 'in', query: { filter: { status: 'enabled' }, range: [0, 0] } })).body;
        const stocks = (await call<ResourceRecord[]>('/stocks', { token, site: 'in', query: { filter: { skuId: allocation.skuId }, range: [0, 99] } })).body;
        const sellable = stocks.reduce((sum, row) => sum + Number(row.availableQty), 0);
        const others = (await call<ResourceRecord[]>('/sku-allocations', { token, site: 'in', query: { filter: { skuId: allocation.skuId, status: 'enabled' }, range: [0, 99] } })).body
            .filter(row => row.id !== allocation.id)
            .reduce((sum, row) => sum + Number(row.allocatedQty), 0);
        const over = await call<Envelope & { errors: Record<string, unknown> }>(`/sku-allocations/${String(allocation.id)}`, {
            token, site: 'in', method: 'PUT', json: { ...allocation, allocatedQty: sellable - others + 1 },
        });
        expectRestFailure(over, 400);
        expect(over.body.msg).toBe('The SKU’s allocations would exceed its available stock over all warehouses');
        const within = await call<ResourceRecord>(`/sku-allocations/${String(allocation.id)}`, { token, site: 'in', method: 'PUT', json: { ...allocation, allocatedQty: sellable - others } });
        expect(within.body.allocatedQty).toBe(sellable - others);
        const twice = await call<Envelope>('/sku-allocations', {
            token, site: 'in', json: { skuId: allocation.skuId, channel: allocation.channel, activityType: allocation.activityType, allocatedQty: 1, status: 'disabled' },
        });
        expectRestFailure(twice, 400);
        expect(twice.body.msg).toBe('This SKU already has an allocation for this channel and activity');
    });
});
