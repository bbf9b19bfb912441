import type { ResourceSeed } from '../kit/seed';

/** Indian bulk buyers, each registered for GST in its own state. The app never imports it. */
export const seed: ResourceSeed = {
    count: 25,
    sites: ['in'],
    fields: {
        customerId: { sample: 'code' },
        companyName: { sample: 'company' },
        stateId: { sample: 'placeState' },
        gstin: { sample: 'buyerGstin' },
        contactPerson: { sample: 'person' },
        mobile: { sample: 'phone' },
        email: { sample: 'email' },
        billingAddress: { sample: 'address' },
        shippingAddress: { sample: 'address' },
        creditLimit: { sample: 'b2bCreditLimit' },
    },
};
