/**
 * What the SMS provider answers for a message of a manual send, one rule for the mock and the tests: the receipt
 * comes RECEIPT_MS after the send time; one message in FAIL_ONE_IN fails, which one and why decided by its number and
 * batch (the same send always ends the same way), the rest are delivered. The seed's failed messages give the same
 * reasons.
 */
export const RECEIPT_MS = 30_000;
export const FAIL_ONE_IN = 20;

export const FAIL_REASONS = [
    'Number on the DND registry',
    'Handset unreachable',
    'Invalid number',
    'Operator rejected: template mismatch',
    'Expired before delivery',
] as const;

/** FNV-1a over the text: small, stable, spread enough for a share. */
const hashOf = (text: string): number => {
    let hash = 0x811c9dc5;
    for (let index = 0; index < text.length; index++) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
    return hash >>> 0;
};

export interface Receipt {
    status: 'delivered' | 'failed';
    failReason: string;
}

/** The receipt of the message to `mobile` (E.164) in batch `batchNo`. */
export const receiptOf = (batchNo: string, mobile: string): Receipt => {
    const hash = hashOf(`${batchNo}|${mobile}`);
    return hash % FAIL_ONE_IN === 0
        ? { status: 'failed', failReason: FAIL_REASONS[Math.floor(hash / FAIL_ONE_IN) % FAIL_REASONS.length] }
        : { status: 'delivered', failReason: '' };
};
