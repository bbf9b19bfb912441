import { Alert, Box, Dialog, DialogContent, DialogTitle, Stack } from '@mui/material';
import { Button, Confirm, Form, Loading, RecordContextProvider, SaveButton, SelectInput, TextInput, useGetList, useNotify, useTranslate, type RaRecord } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { formatMoney } from '../../ui';
import { useSessionUser } from '../../ui/session/useSessionUser';
import { DocumentUploadInput } from '../kit/DocumentUploadInput';
import { REMARK_MAX } from '../settlement-common/model';
import { ADJUST_TYPES, FLAG_CALL, flagPath, flagRules, TYPE_OF_ERROR } from '../settlement-adjust-flags/model';
import { useConfirmedCall } from '../kit/useConfirmedCall';
import { ErrorFigures } from './ErrorFigures';

const F = 'resources.settlement-adjust-flags';
const SHOWN = ['errorNo', 'provider', 'errorType', 'orderId', 'internalAmount', 'settlementAmount', 'diffAmount'];

/**
 * Flagging an open error for adjustment: its type, the amount (checked by the error's own adjust rule), why, and an
 * attachment (a PDF through the one upload call), checked by the server's rule, then confirmed. An error that already
 * has a pending flag says so, with a link to it: one pending flag per error at a time.
 */
export const FlagDialog = ({ error, onClose }: { error: RaRecord; onClose: () => void }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const siteCode = useSessionUser()?.site?.siteCode;
    const { data: flags, isPending } = useGetList('settlement-adjust-flags', { filter: { errorId: error.id, status: 'pending' }, pagination: { page: 1, perPage: 1 } });
    const open = flags?.[0];
    const blocked = flagRules(error, {}, open).errorNo;

    const call = useConfirmedCall({
        path: FLAG_CALL(error.id),
        body: values => Object.fromEntries(['adjustType', 'adjustAmount', 'reason', 'attachment'].map(key => [key, String(values[key] ?? '').trim()])),
        follows: ['settlement-adjust-flags'],
        onDone: data => {
            notify(`${F}.flag.done`, { type: 'success', messageArgs: { flagNo: String(data.flagNo), errorNo: String(error.errorNo) } });
            onClose();
        },
    });

    const title = translate(`${F}.flag.title`, { errorNo: String(error.errorNo) });
    return (
        <Dialog open onClose={onClose} onClick={event => event.stopPropagation()} maxWidth="md" fullWidth aria-labelledby="settlement-error-flag-title">
            <DialogTitle id="settlement-error-flag-title">{title}</DialogTitle>
            <DialogContent>
                <RecordContextProvider value={error}>
                    <Stack spacing={2}>
                        <ErrorFigures shown={SHOWN} />
                        {isPending ? (
                            <Loading />
                        ) : open ? (
                            <Alert severity="info" action={<Button component={Link} to={flagPath(String(open.adjustType), open.id)} label={`${F}.flag.open_pending`} color="inherit" />}>
                                {translate(`${F}.flag.pending`, { errorNo: String(error.errorNo), flagNo: String(open.flagNo) })}
                            </Alert>
                        ) : blocked ? (
                            <Alert severity="info">{typeof blocked === 'string' ? translate(blocked) : translate(blocked.message, blocked.args)}</Alert>
                        ) : (
                            <Form
                                record={{ adjustType: TYPE_OF_ERROR[String(error.errorType)] ?? '', adjustAmount: String(error.diffAmount), reason: '', attachment: null }}
                                validate={(values: FieldValues) => flagRules(error, values)}
                                onSubmit={call.ask}
                            >
                                <Stack sx={{ maxWidth: 480 }}>
                                    <SelectInput
                                        source="adjustType"
                                        label={`${F}.fields.adjustType`}
                                        choices={ADJUST_TYPES.map(value => ({ id: value, name: `${F}.choices.adjustType.${value}` }))}
                                    />
                                    <TextInput source="adjustAmount" label={`${F}.fields.adjustAmount`} />
                                    <TextInput source="reason" label={`${F}.fields.reason`} multiline slotProps={{ htmlInput: { maxLength: REMARK_MAX } }} />
                                    <DocumentUploadInput source="attachment" label={`${F}.fields.attachment`} />
                                    <Box>
                                        <SaveButton label={`${F}.page.submit`} disabled={call.busy} alwaysEnable={!call.busy} />
                                    </Box>
                                </Stack>
                            </Form>
                        )}
                    </Stack>
                </RecordContextProvider>
                <Confirm
                    isOpen={!!call.pending}
                    title={translate(`${F}.flag.confirm_title`, { errorNo: String(error.errorNo) })}
                    content={call.pending ? translate(`${F}.flag.confirm_content`, { amount: formatMoney(Number(call.pending.adjustAmount), siteCode) }) : ''}
                    confirm={`${F}.page.submit`}
                    onConfirm={call.confirm}
                    onClose={call.cancel}
                />
            </DialogContent>
        </Dialog>
    );
};
