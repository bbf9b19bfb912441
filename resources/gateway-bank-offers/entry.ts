import type { ResourceEntry } from '../kit/types';

/** Offers configured on the payment gateways' side (/bankOffer/gateway-bank-offer), each linked to a bank offer. */
export const entry: ResourceEntry = {
    collection: 'gateway-bank-offers',
    paths: { list: '/bankOffer/gateway-bank-offer' },
    icon: 'payments',
    representation: '%{offerName} (%{gatewayOfferId})',
    siteScoped: true,
    load: () => import('./index'),
};
