import { db, type MockDb } from './store';
import type { Id } from './collection';
import { startFileTask, taskClock, taskDurationMs, type TaskRow } from './fileTasks';
import { maskMobile } from '../../resources/sms-logs/recipients';
import { RECEIPT_MS, receiptOf, type Receipt } from '../../resources/sms-logs/delivery';

/**
 * The manual send's batches as the SMS gateway runs them. A send is a task of the task centre (./fileTasks.ts): it
 * answers at once with the task, the task runs for taskDurationMs(recipients), and only when it ends are the batch's
 * messages written to the send log (`sms-logs`, submitted, at the send time). The provider's receipts come
 * RECEIPT_MS after the send time (resources/sms-logs/delivery.ts): `settleSmsBatches`, run before every call, marks
 * each message of a batch whose receipts are due delivered or failed, in one pass over the log. No timers: a 10,000
 * number send is one request, one pass to write and one to settle.
 */

const LOGS = 'sms-logs';
const PROVIDERS: Readonly<Record<string, string>> = { in: 'Gupshup', id: 'Infobip', cn: 'Aliyun SMS' };

interface PendingReceipts {
    dueMs: number;
    receipts: Map<Id, Receipt>;
}

interface BatchState {
    /** Batches started in this store (numbers the next one). */
    started: number;
    pending: PendingReceipts[];
}

const states = new WeakMap<MockDb, BatchState>();
const state = (): BatchState => {
    let current = states.get(db);
    if (!current) states.set(db, (current = { started: 0, pending: [] }));
    return current;
};

export interface SmsBatch {
    siteCode: string;
    creator: string;
    templateId: Id;
    /** The message as sent (variables filled). */
    content: string;
    /** Valid recipients in E.164, each once. */
    mobiles: readonly string[];
    /** When the messages go: a scheduled send's time, else undefined (when the task ends). */
    scheduledMs?: number;
    /** The list or file as given (the task's result file). */
    recipientsText: string;
}

/** MS, the date, and the store's batch sequence: MS261128000001. */
const batchNoOf = (now: number, sequence: number) => `MS${new Date(now).toISOString().slice(2, 10).replace(/-/g, '')}${String(sequence).padStart(6, '0')}`;

/** Starts a batch's task; its messages are logged when the task ends. */
export const startSmsBatch = (batch: SmsBatch): { batchNo: string; task: TaskRow } => {
    const current = state();
    const now = taskClock.now();
    current.started += 1;
    const batchNo = batchNoOf(now, current.started);
    const durationMs = taskDurationMs(batch.mobiles.length);
    const fileName = `sms-${batchNo}.txt`;
    const task = startFileTask({ fileName, taskType: 'upload', creatorNumber: batch.creator, siteCode: batch.siteCode, collection: LOGS }, durationMs, async () => {
        const sendMs = batch.scheduledMs ?? now + durationMs;
        const sendTime = new Date(sendMs).toISOString();
        const logs = db.collections.get(LOGS)!;
        const receipts = new Map<Id, Receipt>();
        const provider = PROVIDERS[batch.siteCode] ?? 'Infobip';
        for (const mobile of batch.mobiles) {
            const row = logs.create({
                mobile: maskMobile(mobile), templateId: batch.templateId, content: batch.content, orderId: '', source: 'manual', batchNo,
                provider, sendTime, status: 'submitted', failReason: '', siteCode: batch.siteCode,
            });
            receipts.set(row.id, receiptOf(batchNo, mobile));
        }
        current.pending.push({ dueMs: sendMs + RECEIPT_MS, receipts });
        return { status: 'success', file: { fileName, contentType: 'text/plain; charset=utf-8', bytes: new TextEncoder().encode(batch.recipientsText) } };
    });
    return { batchNo, task };
};

/** Applies the receipts that are due: each message of those batches still submitted becomes delivered or failed. */
export const settleSmsBatches = (now: number = Date.now()): void => {
    const current = states.get(db);
    if (!current || current.pending.length === 0) return;
    const due = current.pending.filter(batch => batch.dueMs <= now);
    if (due.length === 0) return;
    current.pending = current.pending.filter(batch => batch.dueMs > now);
    const receipts = new Map(due.flatMap(batch => [...batch.receipts]));
    // Only a message still submitted takes its receipt.
    db.collections.get(LOGS)!.updateEach(row => {
        const receipt = row.status === 'submitted' ? receipts.get(row.id) : undefined;
        return receipt && { status: receipt.status, failReason: receipt.failReason };
    });
};
