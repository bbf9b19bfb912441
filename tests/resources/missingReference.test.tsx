import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../../mock-server/db/store';
import { openApp } from '../support/renderApp';

describe('a record that references a deleted one', () => {
    it("says so in the list instead of showing nothing", async () => {
        const spu = db.collections.get('spu')!.get(1)!;
        db.collections.get('categories')!.delete(spu.categoryId as number);
        await openApp('/factory/spu');
        const row = (await screen.findByText('SPU000001', {}, { timeout: 30_000 })).closest('tr')!;
        expect(await within(row).findByText('Deleted record', {}, { timeout: 30_000 })).toBeInTheDocument();
    }, 60_000); // The whole app's first list: 6 s alone, past 10 s on a busy two-core machine.
});
