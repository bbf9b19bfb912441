import type { Row } from '../collection';
import { fromMinor, toMinor } from '../../../resources/settlement-common/model';
import { adjustOfFlag, flagNoOf, TYPE_OF_ERROR, type AdjustType, type FlagStatus } from '../../../resources/settlement-adjust-flags/model';
import { workedError } from './errorWork';
import { RECON_TODAY } from './statementLines';

/**
 * The seeded adjustment flags (/financialReconciliation/adjustFlag), raised on some of the match's errors, in each of
 * their states and consistent with their errors: an approved flag's error is adjusted by it (logged with the flag's
 * number, by its approver), a pending or rejected one's is still open. Drawn from the errors' ids, no random.
 */
const HOUR = 3_600_000;
/** One error in this many of a site's is flagged, up to a dozen a site. */
const EVERY = 9;
const PER_SITE = 12;
const STATES: readonly FlagStatus[] = ['approved', 'pending', 'rejected'];
/** The two finance accounts of the demo: one raises a flag, the other decides it (four eyes). */
const PEOPLE = ['Demo Finance', 'Demo Auditor'] as const;

const REASONS: Readonly<Record<AdjustType, readonly string[]>> = {
    fee: ['Provider charged the old fee rate for this day', 'Tax on fee rounded per line by the provider'],
    amount: ['Partial capture confirmed by the provider', 'Provider statement shows the amount after a goodwill discount'],
    timing: ['Settled in the next cycle, confirmed by the provider', 'Held by the provider for a risk review, released later'],
    write_off: ['Below the threshold worth chasing with the provider', 'Provider confirmed a test charge, written off'],
    other: ['Agreed with the provider’s account manager by e-mail'],
};
const REJECTIONS = ['The provider has not confirmed this amount', 'Book the fee difference on the fee error instead'];

/** Half the difference (toward zero, in minor units) or all of it: both within the error's adjust rule. */
const amountOf = (error: Row, index: number) => {
    const diff = toMinor(error.diffAmount);
    const half = Math.trunc(diff / 2);
    return fromMinor(index % 2 === 1 && half !== 0 ? half : diff);
};

/** What a flag takes from the error it is raised on (seeded or raised on errorDetails): its number and the error's keys. */
export const flagOnError = (error: Row, id: number) => {
    const siteCode = String(error.siteCode);
    return {
        id,
        siteCode,
        flagNo: flagNoOf(siteCode, id),
        errorId: error.id,
        errorNo: error.errorNo,
        orderId: error.orderId,
        provider: error.provider,
        errorType: error.errorType,
    };
};

export const seedAdjustFlags = (errors: readonly Row[]): { flags: Row[]; errors: Row[] } => {
    const flags: Row[] = [];
    const worked = new Map<unknown, Partial<Row>>();
    const bySite = new Map<string, Row[]>();
    for (const error of errors) {
        if (error.status !== 'open' || toMinor(error.diffAmount) === 0) continue;
        const list = bySite.get(String(error.siteCode)) ?? [];
        list.push(error);
        bySite.set(String(error.siteCode), list);
    }
    for (const [siteCode, own] of [...bySite.entries()].sort(([a], [b]) => (a < b ? -1 : 1))) {
        const chosen = [...own].sort((a, b) => Number(a.id) - Number(b.id)).filter((_, index) => index % EVERY === EVERY - 1).slice(0, PER_SITE);
        chosen.forEach((error, index) => {
            const id = flags.length + 1;
            const status = STATES[index % STATES.length];
            const adjustType = TYPE_OF_ERROR[String(error.errorType)] ?? 'other';
            const flaggedBy = PEOPLE[index % 2];
            const decidedBy = PEOPLE[(index + 1) % 2];
            const detected = Date.parse(`${String(error.detectedDate)}T00:00:00.000Z`);
            const flagged = Math.min(detected + (10 + (index % 6)) * HOUR, RECON_TODAY - 30 * HOUR);
            const decided = flagged + (2 + (index % 20)) * HOUR;
            const reasons = REASONS[adjustType];
            const flag: Row = {
                ...flagOnError(error, id),
                adjustType,
                adjustAmount: amountOf(error, index),
                reason: reasons[index % reasons.length],
                attachment: index % 3 === 2 ? null : `https://cdn.example.com/settlement/${flagNoOf(siteCode, id)}.pdf`,
                flaggedBy,
                flaggedTime: new Date(flagged).toISOString(),
                status,
                approver: status === 'pending' ? null : decidedBy,
                approveTime: status === 'pending' ? null : new Date(decided).toISOString(),
                remark: status === 'rejected' ? REJECTIONS[index % REJECTIONS.length] : '',
            };
            flags.push(flag);
            if (status === 'approved') {
                worked.set(error.id, workedError(error, { action: 'adjust', ...adjustOfFlag(flag), handler: decidedBy, time: String(flag.approveTime), flagNo: String(flag.flagNo) }));
            }
        });
    }
    return { flags, errors: errors.map(error => (worked.has(error.id) ? ({ ...error, ...worked.get(error.id) } as Row) : error)) };
};
