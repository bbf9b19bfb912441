import { DAY_MS, SEED_NOW, type Random } from '../random';
import { ALL_SITE_CODES } from '../sites';

const FILES = {
    download: ['order-export', 'refund-export', 'inventory-report', 'coupon-code-export', 'settlement-report'],
    upload: ['store-address-import', 'pincode-import', 'cod-remittance-import', 'points-reissue-import'],
} as const;

export const ASYNC_TASK_STATUSES = ['pending', 'processing', 'success', 'failed'] as const;

export const seedAsyncTasks = (random: Random) =>
    Array.from({ length: 90 }, (_, index) => {
        const id = index + 1;
        const taskType = random.pick(['download', 'upload'] as const);
        const createTime = random.date(SEED_NOW - 30 * DAY_MS, SEED_NOW);
        return {
            id,
            taskId: `T${String(70000 + id)}`,
            fileName: `${random.pick(FILES[taskType])}-${createTime.slice(0, 10)}.xlsx`,
            taskType,
            creatorNumber: random.pick(['admin', 'os', 'finance', 'csm', 'qa']),
            createTime,
            status: random.pick(ASYNC_TASK_STATUSES),
            siteCode: ALL_SITE_CODES[index % ALL_SITE_CODES.length],
        };
    });
