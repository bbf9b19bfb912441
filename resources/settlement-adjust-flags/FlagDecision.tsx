import { Alert, Box, Stack } from '@mui/material';
import { Confirm, Form, SaveButton, SelectInput, TextInput, useNotify, useTranslate, type RaRecord } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { useSessionUser } from '../../ui/session/useSessionUser';
import { REMARK_MAX } from '../settlement-common/model';
import { LINE_COLLECTIONS } from '../settlement-common/providers';
import { useConfirmedCall } from '../kit/useConfirmedCall';
import { actionsForFlag, FLAG_ACT_CALL, flagActionRules } from './model';

const C = 'settlement-adjust-flags';
const R = `resources.${C}`;
/** What an approval changes: the flag, its error and every settlement screen that reads the error. */
const FOLLOWING = [C, 'settlement-errors', 'settlement-recon-details', 'settlement-summaries', 'bill-accounting-matches', ...LINE_COLLECTIONS];

/**
 * Deciding a pending flag: approve or reject, with a remark (a rejection's is required), checked by the same rule as
 * the server's (not by who raised it; an approval still within its error's adjust rule), then confirmed. The server
 * records the approver and the time, and an approval books the amount on the error.
 */
export const FlagDecision = ({ flag, error }: { flag: RaRecord; error: RaRecord | undefined }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const me = useSessionUser()?.name ?? '';
    const allowed = actionsForFlag(flag.status);
    const action = (value: string) => translate(`${R}.choices.action.${value}`);

    const call = useConfirmedCall({
        path: FLAG_ACT_CALL(flag.id),
        body: values => ({ action: String(values.action ?? ''), remark: String(values.remark ?? '').trim() }),
        follows: FOLLOWING,
        onDone: data =>
            notify(`${R}.page.done`, { type: 'success', messageArgs: { flagNo: String(flag.flagNo), status: translate(`${R}.choices.status.${String(data.status)}`) } }),
    });

    if (allowed.length === 0) {
        return <Alert severity="info">{translate(`${R}.page.decided`, { status: translate(`${R}.choices.status.${String(flag.status)}`) })}</Alert>;
    }
    return (
        <>
            <Form
                record={{ action: '', remark: '' }}
                validate={(values: FieldValues) => flagActionRules(flag, error, values, me)}
                onSubmit={call.ask}
            >
                <Stack sx={{ maxWidth: 480 }}>
                    <SelectInput source="action" label={`${R}.fields.action`} choices={allowed.map(value => ({ id: value, name: `${R}.choices.action.${value}` }))} />
                    <TextInput source="remark" label={`${R}.fields.remark`} multiline slotProps={{ htmlInput: { maxLength: REMARK_MAX } }} />
                    <Box>
                        <SaveButton label={`${R}.page.submit`} disabled={call.busy} alwaysEnable={!call.busy} />
                    </Box>
                </Stack>
            </Form>
            <Confirm
                isOpen={!!call.pending}
                title={call.pending ? translate(`${R}.page.confirm_title`, { flagNo: String(flag.flagNo), action: action(String(call.pending.action)) }) : ''}
                content={call.pending ? translate(`${R}.page.confirm_${String(call.pending.action)}`, { errorNo: String(flag.errorNo) }) : ''}
                confirm={`${R}.page.submit`}
                onConfirm={call.confirm}
                onClose={call.cancel}
            />
        </>
    );
};
