import type { FieldDescription } from '../kit/types';
import { pathTo, type ApplicationStatus } from './transitions';

/** One line of an application: a SKU and how many units. */
export interface ApplicationLine {
    skuId?: string | number | null;
    qty?: number | string | null;
}

/** One entry of the approval log: the state reached, by whom, when, and a rejection's reason. */
export interface LogEntry {
    status: ApplicationStatus;
    operator: string;
    time: string;
    reason?: string;
}

/** A line's inputs (the kit's own, by type): labels `resources.stock-applications.fields.lines.{source}`. */
export const LINE_FIELDS: readonly FieldDescription[] = [
    { source: 'skuId', type: 'ref', reference: 'skus', required: true },
    { source: 'qty', type: 'number', required: true, min: 1, max: 50 },
];

export const linesOf = (record: Record<string, unknown>): ApplicationLine[] =>
    Array.isArray(record.lines) ? (record.lines as ApplicationLine[]).filter(line => line !== null && typeof line === 'object') : [];

const logOf = (record: Record<string, unknown>): LogEntry[] => (Array.isArray(record.approvalLog) ? (record.approvalLog as LogEntry[]) : []);
const digitsOf = (time: unknown) => String(time ?? '').replace(/\D/g, '').slice(2, 14);

/**
 * What the server keeps from the rest (every write, and the seeds): a new application's state (a draft), its number
 * (SA + the creation time to the second), the line count and units, the approval log (a change of status adds who made it and when, the server's
 * own stamps; a seeded application gets the way it came), the rejection's reason only while rejected, and once
 * fulfilled the warehouse's outbound number.
 */
export const deriveApplication = (record: Record<string, unknown>): Record<string, unknown> => {
    const lines = linesOf(record);
    // A new application (no id yet) starts as a draft, with a log of its own, whatever the body says.
    const created = record.id === undefined;
    const status = (created ? 'draft' : (record.status ?? 'draft')) as ApplicationStatus;
    const applicationNo = /^SA\d{12}$/.test(String(record.applicationNo ?? '')) ? record.applicationNo : `SA${digitsOf(record.createTime)}`;
    let log = created ? [] : logOf(record);
    const reason = status === 'rejected' ? String(record.rejectReason ?? '').trim() : '';
    const entry = (at: ApplicationStatus, operator: unknown, time: unknown): LogEntry => ({
        status: at,
        operator: String(operator ?? ''),
        time: String(time ?? ''),
        ...(at === 'rejected' && reason ? { reason } : {}),
    });
    if (log.length === 0) {
        const path = pathTo(status);
        // The applicant drafts and submits; the later steps are someone else's (nobody decides on their own: transitions.ts).
        log = path.map((step, index) =>
            index === 0 ? entry(step, record.creator, record.createTime) : entry(step, step === 'submitted' ? record.creator : record.lastOperator, step === 'submitted' ? record.createTime : record.updateTime),
        );
    } else if (log.at(-1)!.status !== status) {
        log = [...log, entry(status, record.lastOperator, record.updateTime)];
    }
    return {
        status,
        applicationNo,
        skuCount: lines.length,
        totalQty: lines.reduce((sum, line) => sum + (Number(line.qty) || 0), 0),
        approvalLog: log,
        rejectReason: status === 'rejected' ? reason : null,
        outboundNo: status === 'fulfilled' ? `OB${String(applicationNo).slice(2)}` : null,
    };
};
