import type { ResourceSeed } from '../kit/seed';

/**
 * One registration per warehouse of the site in (row n is warehouse n's hub): its state, the GSTIN the warehouse
 * carries, the warehouses holding that GSTIN, and an invoice prefix from the hub's code. The app never imports it.
 */
export const seed: ResourceSeed = {
    count: 12,
    sites: ['in'],
    fields: {
        stateId: { sample: 'warehouseState' },
        gstin: { sample: 'warehouseGstin' },
        legalName: { examples: ['Nova Mobile India Pvt Ltd'] },
        registeredAddress: { sample: 'address' },
        warehouseIds: { sample: 'warehousesOfGstin' },
        invoicePrefix: { sample: 'hubInvoicePrefix' },
    },
};
