import type { ResourceSeed } from '../kit/seed';

/** What the mock seeds service applications with: repairs, returns and replacements at every step, some overdue. */
export const seed: ResourceSeed = {
    count: 30,
    fields: {
        applicationNo: { sample: 'code' },
        serviceType: { sample: 'applicationServiceType' },
        customerName: { sample: 'person' },
        mobile: { examples: ['9876543210', '9123456780', '13812345678', '8800112233', '7022334455', '15011223344'] },
        orderNo: { sample: 'orderNoOf' },
        imei: { sample: 'imei' },
        address: { sample: 'address' },
        courierAwb: { examples: ['', 'DLV1234567890', 'SF1401234567890', 'BD55781234IN'] },
        status: { sample: 'applicationStatus' },
        history: { sample: 'applicationHistory' },
        dueTime: { sample: 'applicationDueTime' },
        createTime: { sample: 'historyStart' },
        creator: { examples: ['', '', 'Anita Rao'] },
    },
};
