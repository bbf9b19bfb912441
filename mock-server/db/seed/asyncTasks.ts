import { DAY_MS, SEED_NOW, type Random } from '../random';
import { ALL_SITE_CODES } from '../sites';

const FILES = {
    download: ['order-export', 'refund-export', 'inventory-report', 'coupon-code-export', 'settlement-report'],
    upload: ['store-address-import', 'pincode-import', 'cod-remittance-import', 'points-reissue-import'],
} as const;

export const ASYNC_TASK_STATUSES = ['pending', 'processing', 'success', 'failed'] as const;

/** Why a seeded task failed (the mock's own tasks give their real reason). */
const REASONS = {
    download: ['The export timed out; please narrow the filter and try again', 'The report service is unavailable'],
    upload: ['3 rows have errors: see the error file', '1 row has errors: see the error file'],
} as const;

/**
 * The task history of each site: all finished, a week or a month old (a seeded task left pending would keep the
 * task centre and the top-bar marker polling forever; live tasks are the ones imports and exports start, see
 * mock-server/db/fileTasks.ts). Downloads that succeeded have a result file, failed uploads an error file, failed
 * downloads only a reason; the mock serves a stand-in for their files (mock-server/handlers/fileTasks.ts).
 */
export const seedAsyncTasks = (random: Random) =>
    Array.from({ length: 90 }, (_, index) => {
        const id = index + 1;
        const taskType = random.pick(['download', 'upload'] as const);
        const createTime = random.date(SEED_NOW - 30 * DAY_MS, SEED_NOW);
        const status = random.bool(0.75) ? 'success' : 'failed';
        const taskId = `T${String(70000 + id)}`;
        const file = `/files/download/${taskId}`;
        return {
            id,
            taskId,
            fileName: `${random.pick(FILES[taskType])}-${createTime.slice(0, 10)}.xlsx`,
            taskType,
            creatorNumber: random.pick(['admin', 'os', 'finance', 'csm', 'qa']),
            createTime,
            status,
            progress: 100,
            resultUrl: status === 'success' ? file : null,
            errorUrl: status === 'failed' && taskType === 'upload' ? file : null,
            reason: status === 'failed' ? random.pick(REASONS[taskType]) : null,
            finishTime: new Date(Date.parse(createTime) + random.int(3, 600) * 1000).toISOString(),
            collection: null,
            siteCode: ALL_SITE_CODES[index % ALL_SITE_CODES.length],
        };
    });
