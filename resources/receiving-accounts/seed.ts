import type { ResourceSeed } from '../kit/seed';

/** The brand's Indian collection accounts. The app never imports it. */
export const seed: ResourceSeed = {
    count: 6,
    sites: ['in'],
    fields: {
        bankName: { examples: ['HDFC Bank', 'ICICI Bank', 'State Bank of India', 'Axis Bank', 'Kotak Mahindra Bank'] },
        accountName: { examples: ['Nova Mobile India Pvt Ltd', 'Nova Mobile India Pvt Ltd – Bulk Sales'] },
        // A 15-digit number (as an IMEI is): current accounts of these banks have 12 to 16.
        accountNumber: { sample: 'imei' },
        ifsc: { examples: ['HDFC0000060', 'ICIC0000104', 'SBIN0001234', 'UTIB0000009', 'KKBK0000958'] },
        branch: { sample: 'city' },
    },
};
