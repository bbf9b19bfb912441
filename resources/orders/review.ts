import type { Identifier } from 'react-admin';
import type { OrderStatus, ReviewDecision, ReviewStatus } from './model';

/**
 * The batch review call (spec sections 4 and 5) as the screens and the mock share it: its request, its answer and the
 * texts both show. `POST /orders/review` JSON {ids, decision}.
 */
export const REVIEW_PATH = '/orders/review';

/** The spec's rule text: a batch review needs a selection (section 5). */
export const SELECT_FIRST_KEY = 'resources.orders.review.select_first';

export interface ReviewRequest {
    ids: Identifier[];
    decision: ReviewDecision;
}

export interface ReviewResult {
    changed: { id: Identifier; orderId: string; reviewStatus: ReviewStatus; orderStatus: OrderStatus }[];
    /** `reason`: a key under resources.orders.review.refused; `message`: its English text. */
    unchanged: { id: Identifier; orderId: string; reason: string; message: string }[];
}

export const isReviewRequest = (value: unknown): value is ReviewRequest => {
    const body = value as Partial<ReviewRequest> | undefined;
    return (
        !!body &&
        Array.isArray(body.ids) &&
        body.ids.every(id => typeof id === 'number' || typeof id === 'string') &&
        (body.decision === 'approve' || body.decision === 'reject')
    );
};

/** '2 of 3 orders reviewed': the answer's msg. */
export const reviewSummary = (result: ReviewResult) =>
    `${result.changed.length} of ${result.changed.length + result.unchanged.length} orders reviewed`;
