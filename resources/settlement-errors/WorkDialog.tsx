import { Alert, Box, Dialog, DialogContent, DialogTitle, Stack } from '@mui/material';
import { Button, Confirm, Form, Labeled, RecordContextProvider, SaveButton, SelectInput, TextInput, useNotify, useTranslate, type RaRecord } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { ErrorLog } from '../settlement-common/ErrorLog';
import { actionsForError, ERROR_CALL, ERROR_REASONS, errorActionRules, REMARK_MAX, type ErrorLogEntry } from '../settlement-common/model';
import { LINE_COLLECTIONS, linePath, type ProviderKey } from '../settlement-common/providers';
import { useConfirmedCall } from '../kit/useConfirmedCall';
import { ErrorFigures } from './ErrorFigures';

const C = 'settlement-errors';
const R = `resources.${C}`;
const S = 'resources.settlement-common';
const SHOWN = ['errorNo', 'provider', 'errorType', 'status', 'orderId', 'paymentId', 'internalAmount', 'settlementAmount', 'diffAmount', 'detectedDate'];

/**
 * Working one error: its figures, its log, then an action its status allows (the table of settlement-common/model.ts)
 * with a reason, an amount to adjust and a remark, checked by the same rule as the server's. Submitting asks for
 * confirmation; the server records who and when in the error's log, and every settlement screen follows.
 */
export const WorkDialog = ({ error, onClose }: { error: RaRecord; onClose: () => void }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const allowed = actionsForError(error.status);
    const choice = (group: string) => (value: string) => ({ id: value, name: `${R}.choices.${group}.${value}` });
    const title = translate(`${S}.work.title`, { errorNo: String(error.errorNo) });

    const call = useConfirmedCall({
        path: ERROR_CALL(error.id),
        body: values => Object.fromEntries(['action', 'reason', 'adjustAmount', 'remark'].map(key => [key, String(values[key] ?? '').trim()])),
        follows: [C, 'settlement-recon-details', 'settlement-summaries', 'bill-accounting-matches', ...LINE_COLLECTIONS],
        onDone: data => {
            notify(`${S}.work.done`, {
                type: 'success',
                messageArgs: { errorNo: String(error.errorNo), status: translate(`${R}.choices.status.${String(data.status)}`) },
            });
            onClose();
        },
    });

    return (
        <Dialog open onClose={onClose} onClick={event => event.stopPropagation()} maxWidth="md" fullWidth aria-labelledby="settlement-error-work-title">
            <DialogTitle id="settlement-error-work-title">{title}</DialogTitle>
            <DialogContent>
                <RecordContextProvider value={error}>
                    <Stack spacing={2}>
                        <ErrorFigures shown={SHOWN} />
                        {error.lineId !== null && error.lineId !== undefined && (
                            <Box>
                                <Button component={Link} to={linePath(error.provider as ProviderKey, String(error.lineId))} label={`${S}.work.line`} />
                            </Box>
                        )}
                        <Labeled label={`${R}.fields.log`} fullWidth>
                            <ErrorLog log={(error.log as ErrorLogEntry[] | undefined) ?? []} collection={C} />
                        </Labeled>
                        {allowed.length === 0 ? (
                            <Alert severity="info">{translate(`${S}.work.none_allowed`, { status: translate(`${R}.choices.status.${String(error.status)}`) })}</Alert>
                        ) : (
                            <Form
                                record={{ action: allowed.length === 1 ? allowed[0] : '', reason: '', adjustAmount: allowed[0] === 'adjust' ? String(error.diffAmount) : '', remark: '' }}
                                validate={(values: FieldValues) => errorActionRules(error, values)}
                                onSubmit={call.ask}
                            >
                                <Stack sx={{ maxWidth: 480 }}>
                                    <SelectInput source="action" label={`${R}.fields.action`} choices={allowed.map(choice('action'))} />
                                    <SelectInput source="reason" label={`${R}.fields.reason`} choices={ERROR_REASONS.map(choice('reason'))} />
                                    <TextInput source="adjustAmount" label={`${R}.fields.adjustAmount`} />
                                    <TextInput source="remark" label={`${R}.fields.remark`} multiline slotProps={{ htmlInput: { maxLength: REMARK_MAX } }} />
                                    <Box>
                                        <SaveButton label={`${S}.work.submit`} disabled={call.busy} alwaysEnable={!call.busy} />
                                    </Box>
                                </Stack>
                            </Form>
                        )}
                    </Stack>
                </RecordContextProvider>
                <Confirm
                    isOpen={!!call.pending}
                    title={call.pending ? translate(`${S}.work.confirm_title`, { errorNo: String(error.errorNo), action: translate(`${R}.choices.action.${String(call.pending.action)}`) }) : ''}
                    content={
                        call.pending
                            ? translate(`${S}.work.confirm_content`, {
                                  action: translate(`${R}.choices.action.${String(call.pending.action)}`),
                                  reason: translate(`${R}.choices.reason.${String(call.pending.reason)}`),
                              })
                            : ''
                    }
                    confirm={`${S}.work.submit`}
                    onConfirm={call.confirm}
                    onClose={call.cancel}
                />
            </DialogContent>
        </Dialog>
    );
};
