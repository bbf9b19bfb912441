import { describe, expect, it } from 'vitest';
import type { ResourceRecord } from '../../resources/kit/types';
import { call, expectRestFailure, signIn, type Envelope } from './client';

/** Backup warehouses (/inventory/wmBackup) over the mock: the backup is another warehouse, a priority once per primary. */
describe('backup warehouses', () => {
    it('refuses a warehouse backing itself and a priority its primary already has, each at its field', async () => {
        const token = await signIn('logistics');
        const seeded = (await call<ResourceRecord[]>('/backup-warehouses', { token, site: 'in', query: { range: [0, 49] } })).body;
        expect(seeded.length).toBe(8);
        for (const rule of seeded) expect(rule.backupWarehouseId).not.toBe(rule.primaryWarehouseId);
        const [first] = seeded;
        const self = await call<Envelope & { errors: Record<string, unknown> }>('/backup-warehouses', {
            token, site: 'in', json: { primaryWarehouseId: first.primaryWarehouseId, backupWarehouseId: first.primaryWarehouseId, priority: 3, status: 'enabled' },
        });
        expectRestFailure(self, 400);
        expect(self.body.msg).toBe('A backup must be another warehouse than the primary');
        const warehouses = (await call<ResourceRecord[]>('/warehouses', { token, site: 'in', query: { range: [0, 49] } })).body;
        const other = warehouses.find(row => !seeded.some(rule => rule.primaryWarehouseId === first.primaryWarehouseId && rule.backupWarehouseId === row.id) && row.id !== first.primaryWarehouseId)!;
        const taken = await call<Envelope & { errors: Record<string, unknown> }>('/backup-warehouses', {
            token, site: 'in', json: { primaryWarehouseId: first.primaryWarehouseId, backupWarehouseId: other.id, priority: first.priority, status: 'enabled' },
        });
        expectRestFailure(taken, 400);
        expect(taken.body.errors).toEqual({ priority: 'resources.backup-warehouses.validation.priority_taken' });
        const saved = await call<ResourceRecord>('/backup-warehouses', {
            token, site: 'in', json: { primaryWarehouseId: first.primaryWarehouseId, backupWarehouseId: other.id, priority: 3, status: 'enabled' },
        });
        expect(saved.status).toBe(201);
    });
});
