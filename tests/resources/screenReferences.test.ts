import { beforeEach, describe, expect, it } from 'vitest';
import { folderScreens } from '../../resources/kit/resourceScreens';
import { entry as orders } from '../../resources/orders/entry';

const remembered = () => JSON.parse(localStorage.getItem('oms.screenReferences') ?? '{}') as Record<string, string[]>;

describe("a screen's referenced collections, remembered for their texts", () => {
    beforeEach(() => localStorage.clear());

    it('are the ones its description names once it has loaded; what an older release named is replaced', async () => {
        await folderScreens([{ ...orders, folder: 'orders' }])['/orders/index'].preload();
        expect(remembered()).toEqual({ orders: ['skus', 'spu'] });

        localStorage.setItem('oms.screenReferences', JSON.stringify({ orders: ['skus', 'warehouses'], skus: ['spu'] }));
        await folderScreens([{ ...orders, folder: 'orders' }])['/orders/orderDetail/:id'].preload();
        expect(remembered()).toEqual({ orders: ['skus', 'spu'], skus: ['spu'] });
    });
});
