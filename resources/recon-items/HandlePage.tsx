import { Alert, Box, Card, CardContent, Stack, Typography } from '@mui/material';
import {
    Button,
    Confirm,
    Form,
    Labeled,
    Loading,
    RecordContextProvider,
    ResourceContextProvider,
    SaveButton,
    SelectInput,
    TextInput,
    Title,
    useGetOne,
    useNotify,
    useTranslate,
} from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useConfirmedCall } from '../kit/useConfirmedCall';
import { fieldFor } from '../kit/fields';
import { generatePath } from 'react-router';
import { entry } from './entry';
import { description } from './index';
import { actionsFor, EXCEPTION_REASONS, HANDLE_CALL, handleRules, ITEM_PATH_TYPE, REMARK_MAX } from './model';

const R = 'resources.recon-items';
const SHOWN = ['itemNo', 'orderId', 'payChannel', 'txnType', 'matchStatus', 'internalAmount', 'externalAmount', 'diffAmount', 'handleStatus', 'unmatchedDays'];
const queryPath = (id: string) => generatePath(entry.paths.edit!, { type: ITEM_PATH_TYPE, id });

/**
 * Handling one unmatched item (exceptionHandling): the match as it stands, then an action its status allows (the
 * handling table of model.ts), a reason, the adjusted amount for an adjustment and a remark, checked by the same rule
 * as the server's. Submitting asks for confirmation; the server records who and when in the item's log, and the page
 * goes on to the item's read-only page, where the log shows.
 */
const HandlePage = () => {
    const { id = '' } = useParams();
    const translate = useTranslate();
    const notify = useNotify();
    const navigate = useNavigate();
    const { data: item, isPending, error } = useGetOne('recon-items', { id }, { retry: false });
    const call = useConfirmedCall({
        path: HANDLE_CALL(id),
        body: values => Object.fromEntries(['action', 'reason', 'adjustAmount', 'remark'].map(key => [key, String(values[key] ?? '').trim()])),
        follows: ['recon-items'],
        onDone: data => {
            notify(`${R}.handle.done`, {
                type: 'success',
                messageArgs: { itemNo: String(item?.itemNo), status: translate(`${R}.choices.handleStatus.${String(data.handleStatus)}`) },
            });
            navigate(queryPath(id));
        },
    });

    if (isPending) return <Loading />;
    if (error || !item) {
        return (
            <Alert severity="warning" sx={{ mt: 2 }}>
                {translate('resources.kit.not_found')}
            </Alert>
        );
    }
    const allowed = actionsFor(item.handleStatus);
    const choice = (group: string) => (value: string) => ({ id: value, name: `${R}.choices.${group}.${value}` });


    return (
        <ResourceContextProvider value="recon-items">
            <RecordContextProvider value={item}>
                <Title title={translate(`${R}.handle.title`, { itemNo: String(item.itemNo) })} />
                <Stack spacing={2} sx={{ mt: 2 }}>
                    <Card variant="outlined">
                        <CardContent>
                            <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: 1 }}>
                                {description.fields
                                    .filter(field => SHOWN.includes(field.source))
                                    .map(field => (
                                        <Labeled key={field.source} source={field.source}>
                                            {fieldFor('recon-items', field)}
                                        </Labeled>
                                    ))}
                            </Box>
                        </CardContent>
                    </Card>
                    {allowed.length === 0 ? (
                        <Alert
                            severity="info"
                            action={
                                <Button component={Link} to={queryPath(id)} label={`${R}.handle.view`} color="inherit" />
                            }
                        >
                            {translate(`${R}.handle.none_allowed`, { status: translate(`${R}.choices.handleStatus.${String(item.handleStatus)}`) })}
                        </Alert>
                    ) : (
                        <Card variant="outlined">
                            <CardContent>
                                <Typography variant="h6" component="h2" gutterBottom>
                                    {translate(`${R}.handle.open`)}
                                </Typography>
                                <Form
                                    record={{ action: allowed.length === 1 ? allowed[0] : '', reason: '', adjustAmount: '', remark: '' }}
                                    validate={(values: FieldValues) => handleRules(item, values)}
                                    onSubmit={call.ask}
                                >
                                    <Stack sx={{ maxWidth: 480 }}>
                                        <SelectInput source="action" label={`${R}.fields.handleMethod`} choices={allowed.map(choice('handleMethod'))} />
                                        <SelectInput source="reason" label={`${R}.fields.exceptionReason`} choices={EXCEPTION_REASONS.map(choice('exceptionReason'))} />
                                        <TextInput source="adjustAmount" label={`${R}.fields.adjustAmount`} />
                                        <TextInput source="remark" label={`${R}.handle.remark`} multiline slotProps={{ htmlInput: { maxLength: REMARK_MAX } }} />
                                        <Box>
                                            <SaveButton label={`${R}.handle.submit`} disabled={call.busy} alwaysEnable={!call.busy} />
                                        </Box>
                                    </Stack>
                                </Form>
                            </CardContent>
                        </Card>
                    )}
                </Stack>
                <Confirm
                    isOpen={!!call.pending}
                    title={translate(`${R}.handle.confirm_title`, { itemNo: String(item.itemNo) })}
                    content={
                        call.pending
                            ? translate(`${R}.handle.confirm_content`, {
                                  action: translate(`${R}.choices.handleMethod.${String(call.pending.action)}`),
                                  reason: translate(`${R}.choices.exceptionReason.${String(call.pending.reason)}`),
                              })
                            : ''
                    }
                    confirm={`${R}.handle.submit`}
                    onConfirm={call.confirm}
                    onClose={call.cancel}
                />
            </RecordContextProvider>
        </ResourceContextProvider>
    );
};

export default HandlePage;
