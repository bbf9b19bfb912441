import type { ResourceSeed } from '../kit/seed';

/** What the mock seeds repairs with: Indian pick-and-drop requests at every step, some past their due time. */
export const seed: ResourceSeed = {
    count: 40,
    sites: ['in'],
    fields: {
        requestNo: { sample: 'code' },
        customerName: { sample: 'person' },
        mobile: { examples: ['9876543210', '9123456780', '9988776655', '8800112233', '7022334455', '9445566778'] },
        address: { sample: 'address' },
        pincode: { sample: 'pincode' },
        imei: { sample: 'imei' },
        pickupAwb: { examples: ['DLV1234567890', 'BD55781234IN', 'XB9081726354', 'EKT4431987650'] },
        returnAwb: { examples: ['', 'DLV2234567891', 'BD66781234IN'] },
        status: { sample: 'repairStatus' },
        history: { sample: 'repairHistory' },
        dueTime: { sample: 'repairDueTime' },
        createTime: { sample: 'historyStart' },
        creator: { sample: 'person' },
    },
};
