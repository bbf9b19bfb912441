import type { FieldErrors } from '../kit/types';
import { isSafeUrl } from '../kit/validate';
import { REASON_MAX, REASON_MIN, type AuditForm } from '../subsidy-common/model';

/**
 * The audit of a subsidy claim's materials before they go to the provincial platform, in one table that the form's
 * buttons, the mock and the tests read. A claim arrives submitted; an auditor approves it, or returns it with a
 * reason (the store fixes the materials); a returned claim is submitted again. Approved is final. Every action is
 * recorded in the claim's log with who, when and why; the status changes only through
 * `POST /subsidy-audits/{id}/{action}` (JSON `{reason}`), which refuses whatever the table does not allow.
 */
export const AUDIT_STATUSES = ['submitted', 'approved', 'returned'] as const;
export type AuditStatus = (typeof AUDIT_STATUSES)[number];

export const AUDIT_ACTIONS = {
    approve: { from: ['submitted'], to: 'approved' },
    return: { from: ['submitted'], to: 'returned' },
    resubmit: { from: ['returned'], to: 'submitted' },
} as const satisfies Record<string, { from: readonly AuditStatus[]; to: AuditStatus }>;
export type AuditAction = keyof typeof AUDIT_ACTIONS;
export const AUDIT_ACTION_NAMES = Object.keys(AUDIT_ACTIONS) as AuditAction[];

/** The action that needs a reason (the store reads it to fix the claim). */
export const REASONED_ACTIONS: readonly AuditAction[] = ['return'];

export const isAuditAction = (value: unknown): value is AuditAction => typeof value === 'string' && value in AUDIT_ACTIONS;
export const isAllowed = (action: AuditAction, status: unknown) => (AUDIT_ACTIONS[action].from as readonly string[]).includes(String(status));
export const actionsFrom = (status: unknown): AuditAction[] => AUDIT_ACTION_NAMES.filter(action => isAllowed(action, status));

/** The claim types: a purchase subsidy, or a trade-in of an old device against the new one. */
export const AUDIT_TYPES = ['purchase', 'trade_in'] as const;

/**
 * What each province's form holds beyond the common fields, and which materials must be there before approval:
 * Guangdong's platform wants the buyer's name, the package photo and its own verification result; Hebei's the same
 * and its platform's voucher number; every other province the invoice, the IMEI photo and the proof of delivery.
 */
export const FORM_FIELDS: Readonly<Record<AuditForm, readonly string[]>> = {
    gd: ['buyerName', 'invoiceFile', 'imeiPhoto', 'packagePhoto', 'signProof', 'platformResult'],
    hebei: ['buyerName', 'platformVoucher', 'invoiceFile', 'imeiPhoto', 'packagePhoto', 'signProof', 'platformResult'],
    other: ['invoiceFile', 'imeiPhoto', 'signProof'],
};
export const REQUIRED_MATERIALS: Readonly<Record<AuditForm, readonly string[]>> = {
    gd: ['invoiceFile', 'imeiPhoto', 'packagePhoto', 'signProof'],
    hebei: ['platformVoucher', 'invoiceFile', 'imeiPhoto', 'packagePhoto', 'signProof'],
    other: ['invoiceFile', 'imeiPhoto', 'signProof'],
};

/** The `{type}` of the form's path: `audit` offers the actions, `view` only reads. */
export const PAGE_TYPES = ['audit', 'view'] as const;
export type PageType = (typeof PAGE_TYPES)[number];
export const auditPath = (form: AuditForm, type: PageType, id: string | number) => `/gov-subsidy/audit/${form}/${type}/${id}`;
export const auditCall = (id: string | number, action: AuditAction) => `/subsidy-audits/${id}/${action}`;

const T = 'resources.subsidy-audits.validation';

/** Why an action is refused from the claim's status. */
export const refusalKey = (action: AuditAction) => `${T}.refused_${action}`;

/**
 * What the store uploads again on a returned claim: the materials its province's form requires (the files and
 * pictures as stored URLs, Hebei's platform voucher as text). A claim goes back to audit only with every one of them.
 */
export const VOUCHER = /^JSB\d{14}$/;

/** A returned claim's materials as they would be submitted again: the claim's, with what the store uploaded over them. */
export const correctedMaterials = (claim: Readonly<Record<string, unknown>>, uploaded: unknown): Record<string, unknown> => {
    const given = uploaded && typeof uploaded === 'object' && !Array.isArray(uploaded) ? (uploaded as Record<string, unknown>) : {};
    const sources = REQUIRED_MATERIALS[claim.auditForm as AuditForm] ?? [];
    return Object.fromEntries(sources.map(source => [source, source in given ? (typeof given[source] === 'string' ? given[source].trim() || null : given[source] ?? null) : (claim[source] ?? null)]));
};

/** Each material of a claim submitted again: present, a stored file's address (or, for the voucher, the platform's code). */
const materialErrors = (materials: Readonly<Record<string, unknown>>): FieldErrors => {
    const errors: FieldErrors = {};
    for (const [source, value] of Object.entries(materials)) {
        if (value === null || value === undefined || value === '') errors[source] = `${T}.material_required`;
        else if (source === 'platformVoucher' ? !VOUCHER.test(String(value)) : !isSafeUrl(value)) errors[source] = `${T}.${source === 'platformVoucher' ? 'voucher_format' : 'material_url'}`;
    }
    return errors;
};

/**
 * The one check of an action (the form's dialogs, the mock and the tests): allowed from the claim's status; a
 * return needs its reason (5–300 characters); an approval needs every material of the province's form; submitting
 * again needs it too, with what the store uploaded (`materials`) over the claim's: each one missing is refused at
 * its field.
 */
export const actionErrors = (action: AuditAction, claim: Readonly<Record<string, unknown>>, reason: unknown, materials?: unknown): FieldErrors => {
    if (!isAllowed(action, claim.auditStatus)) return { action: refusalKey(action) };
    if (REASONED_ACTIONS.includes(action)) {
        const text = typeof reason === 'string' ? reason.trim() : '';
        if (text === '') return { reason: `${T}.reason_required` };
        if (text.length < REASON_MIN || text.length > REASON_MAX) return { reason: { message: `${T}.reason_length`, args: { min: REASON_MIN, max: REASON_MAX } } };
    }
    if (action === 'approve') {
        const missing = REQUIRED_MATERIALS[claim.auditForm as AuditForm]?.find(source => !claim[source]);
        if (missing) return { action: { message: `${T}.material_missing`, args: { material: missing } } };
    }
    if (action === 'resubmit') return materialErrors(correctedMaterials(claim, materials));
    return {};
};

/** One entry of a claim's log (newest last). */
export interface AuditLogEntry {
    action: AuditAction | 'submit';
    from: AuditStatus | null;
    to: AuditStatus;
    by: string;
    at: string;
    reason: string;
    /** Submitting again: the materials the store uploaded anew. */
    materials?: string[];
}
