import { memo, useState } from 'react';
import CheckIcon from '@mui/icons-material/CheckCircleOutline';
import BlockIcon from '@mui/icons-material/Block';
import { Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, ListItemText, Typography } from '@mui/material';
import { Button, Confirm, useNotify, useRefresh, useTranslate, useUnselectAll, type Identifier } from 'react-admin';
import { api } from '../../providers/httpClient';
import type { ReviewDecision } from './model';
import { REVIEW_PATH, SELECT_FIRST_KEY, type ReviewRequest, type ReviewResult } from './review';
import { useClickGuard } from '../../ui/useClickGuard';

const T = 'resources.orders.review';

/** What the review call answered: each order that changed (to what), and each that did not (and why). */
const ReviewResultDialog = ({ result, onClose }: { result: ReviewResult; onClose: () => void }) => {
    const translate = useTranslate();
    return (
        <Dialog open onClose={onClose} aria-labelledby="order-review-result" maxWidth="sm" fullWidth>
            <DialogTitle id="order-review-result">{translate(`${T}.result_title`)}</DialogTitle>
            <DialogContent>
                <Typography variant="subtitle2" component="h3">
                    {translate(`${T}.changed`, { smart_count: result.changed.length })}
                </Typography>
                <List dense aria-label={translate(`${T}.changed`, { smart_count: result.changed.length })}>
                    {result.changed.map(item => (
                        <ListItem key={String(item.id)}>
                            <ListItemText
                                primary={translate(`${T}.changed_line`, {
                                    orderId: item.orderId,
                                    status: `${translate(`resources.orders.choices.reviewStatus.${item.reviewStatus}`)} · ${translate(`resources.orders.choices.orderStatus.${item.orderStatus}`)}`,
                                })}
                            />
                        </ListItem>
                    ))}
                </List>
                <Typography variant="subtitle2" component="h3">
                    {translate(`${T}.unchanged`, { smart_count: result.unchanged.length })}
                </Typography>
                <List dense aria-label={translate(`${T}.unchanged`, { smart_count: result.unchanged.length })}>
                    {result.unchanged.map(item => (
                        <ListItem key={String(item.id)}>
                            <ListItemText
                                primary={translate(`${T}.changed_line`, {
                                    orderId: item.orderId || String(item.id),
                                    status: translate(`${T}.refused.${item.reason}`, { _: item.message }),
                                })}
                            />
                        </ListItem>
                    ))}
                </List>
            </DialogContent>
            <DialogActions>
                <Button label="ra.action.close" onClick={onClose} />
            </DialogActions>
        </Dialog>
    );
};

/**
 * Approve or reject the review of orders (spec sections 4 and 5): `ids` are the list's selection or the order of
 * a record page. Without any, the spec's message that some data must be selected first. Rejecting asks first (it
 * cancels the orders at once). The answer names every order that changed and every one that did not. A failed
 * call is the client's error toast; the selection stays. Memoised: the list's top bar draws again on every change
 * of the list's URL, and the selection it is given stays the same while it is not changed.
 */
export const ReviewButtons = memo(function ReviewButtons({ ids, onReviewed }: { ids: readonly Identifier[]; onReviewed?: () => void }) {
    const translate = useTranslate();
    const notify = useNotify();
    const refresh = useRefresh();
    const unselectAll = useUnselectAll('orders');
    const [confirming, setConfirming] = useState(false);
    const [pending, setPending] = useState(false);
    const [result, setResult] = useState<ReviewResult>();
    // The click guard: an approval, or a confirmed rejection, holds both buttons for 2000 ms.
    const { disabled: guarded, guard } = useClickGuard();

    const review = async (decision: ReviewDecision) => {
        setConfirming(false);
        setPending(true);
        try {
            const body: ReviewRequest = { ids: [...ids], decision };
            const answer = await api.post<ReviewResult>(REVIEW_PATH, body, { bodyType: 'json', notifySuccess: false });
            if (answer.code !== 200) return;
            setResult(answer.data);
            if (answer.data.changed.length > 0) {
                unselectAll();
                refresh();
                onReviewed?.();
            }
        } catch {
            // The client has shown the error toast; the selection and the page stay as they were.
        } finally {
            setPending(false);
        }
    };

    const start = (decision: ReviewDecision) => {
        if (ids.length === 0) {
            notify(SELECT_FIRST_KEY, { type: 'warning' });
            return;
        }
        if (decision === 'reject') setConfirming(true);
        else guard(() => void review('approve'))();
    };

    return (
        <>
            <Button label={`${T}.approve`} onClick={() => start('approve')} disabled={pending || guarded}>
                <CheckIcon />
            </Button>
            <Button label={`${T}.reject`} onClick={() => start('reject')} disabled={pending || guarded} color="error">
                <BlockIcon />
            </Button>
            <Confirm
                isOpen={confirming}
                title={translate(`${T}.reject_title`, { smart_count: ids.length })}
                content={translate(`${T}.reject_warning`, { smart_count: ids.length })}
                confirm={`${T}.reject`}
                confirmColor="warning"
                onConfirm={guard(() => void review('reject'))}
                onClose={() => setConfirming(false)}
            />
            {result && <ReviewResultDialog result={result} onClose={() => setResult(undefined)} />}
        </>
    );
});
