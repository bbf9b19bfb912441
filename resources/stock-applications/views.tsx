import { useState, type ReactElement } from 'react';
import { Box, List, ListItem, ListItemText, Stack, TextField, Typography } from '@mui/material';
import { ArrayInput, Button, Confirm, required, SimpleFormIterator, useNotify, useRecordContext, useGetIdentity, useRefresh, useTranslate, useUpdate } from 'react-admin';
import { useClickGuard, useFormatDateTime } from '../../ui';
import { inputFor } from '../kit/fields';
import { KitForm } from '../kit/KitForm';
import { KitRecordPage } from '../kit/KitRecordPage';
import type { FieldDescription, ResourceViews } from '../kit/types';
import { LINE_FIELDS, type LogEntry } from './lines';
import { applicationRules } from './rules';
import { movesFor, movesFrom, type ApplicationMove } from './transitions';

const C = 'stock-applications';
const R = `resources.${C}`;
const REQUIRED = [required()];

const lineInput = (field: FieldDescription): ReactElement => (
    <Box key={field.source} sx={{ flex: field.type === 'ref' ? '2 1 260px' : '1 1 110px', minWidth: 0 }}>
        {inputFor(C, field, field.required ? REQUIRED : undefined)}
    </Box>
);

/** The lines as rows: a SKU and a quantity each. */
const LinesInput = () => {
    const translate = useTranslate();
    return (
        <Box sx={{ width: '100%' }}>
            <ArrayInput source="lines" label={`${R}.line.title`} validate={REQUIRED}>
                <SimpleFormIterator
                    inline
                    getItemLabel={index => translate(`${R}.line.number`, { line: index + 1 })}
                    sx={{ '& .RaSimpleFormIterator-form': { flexWrap: 'wrap', width: '100%' } }}
                >
                    {LINE_FIELDS.map(lineInput)}
                </SimpleFormIterator>
            </ArrayInput>
        </Box>
    );
};

/**
 * The moves the application's state allows (transitions.ts) that the signed-in user may make (not a decision on an
 * application of their own submitting: they read why instead), each confirmed; a rejection asks for its reason, checked
 * by the rule the server runs. The server stamps who and when into the approval log.
 */
const StatusMoves = () => {
    const record = useRecordContext();
    const translate = useTranslate();
    const notify = useNotify();
    const refresh = useRefresh();
    const [update, { isPending }] = useUpdate();
    const { identity } = useGetIdentity();
    const { disabled: guarded, guard } = useClickGuard();
    const [pending, setPending] = useState<ApplicationMove>();
    const [reason, setReason] = useState('');
    const [reasonError, setReasonError] = useState<string>();
    // A new application (the create form) has no state yet.
    if (!record || record.id === undefined) return null;
    const no = String(record.applicationNo ?? '');
    const statusLabel = (status: unknown) => translate(`${R}.choices.status.${String(status)}`);
    // The log names its operators as the server does (the account's name), so the identity's full name is compared.
    const offered = identity ? movesFor(record, identity.fullName) : [];
    const withheld = identity ? movesFrom(record.status).length > offered.length : false;
    const close = () => {
        setPending(undefined);
        setReason('');
        setReasonError(undefined);
    };
    const confirm = () => {
        if (!pending) return;
        const data = pending.action === 'reject' ? { status: pending.to, rejectReason: reason } : { status: pending.to };
        const error = applicationRules({ ...record, ...data }).rejectReason;
        if (error) {
            setReasonError(typeof error === 'string' ? error : error.message);
            return;
        }
        const to = pending.to;
        close();
        update(
            C,
            { id: record.id, data, previousData: record },
            {
                mutationMode: 'pessimistic',
                onSuccess: () => {
                    notify(`${R}.actions.done`, { type: 'success', messageArgs: { no, status: statusLabel(to) } });
                    refresh();
                },
                onError: error => notify(error instanceof Error ? error.message : String(error), { type: 'error' }),
            },
        );
    };
    return (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', px: 2, pt: 2 }}>
            {withheld && <Typography>{translate(`${R}.validation.own_decision`)}</Typography>}
            {offered.length === 0 && !withheld && identity && <Typography>{translate(`${R}.actions.no_actions`, { status: statusLabel(record.status) })}</Typography>}
            {offered.map(move => (
                <Button
                    key={move.action}
                    variant={move.action === 'reject' || move.action === 'revise' ? 'outlined' : 'contained'}
                    label={`${R}.actions.${move.action}`}
                    disabled={isPending || guarded}
                    onClick={() => setPending(move)}
                />
            ))}
            <Confirm
                isOpen={!!pending}
                title={pending ? `${R}.actions.${pending.action}` : ''}
                content={
                    pending ? (
                        <Stack spacing={2}>
                            <Typography>{translate(`${R}.actions.confirm_${pending.action}`, { no })}</Typography>
                            {pending.action === 'reject' && (
                                <TextField
                                    autoFocus
                                    multiline
                                    minRows={2}
                                    label={translate(`${R}.fields.rejectReason`)}
                                    value={reason}
                                    onChange={event => setReason(event.target.value)}
                                    error={!!reasonError}
                                    helperText={reasonError ? translate(reasonError) : ' '}
                                />
                            )}
                        </Stack>
                    ) : (
                        ''
                    )
                }
                onConfirm={guard(confirm)}
                onClose={close}
            />
        </Stack>
    );
};

/** The approval log: each state reached, by whom and when, and a rejection's reason. */
const ApprovalLog = () => {
    const record = useRecordContext();
    const translate = useTranslate();
    const formatDateTime = useFormatDateTime();
    if (!record || record.id === undefined) return null;
    const log = (record.approvalLog as LogEntry[] | undefined) ?? [];
    return (
        <Box component="section" aria-labelledby="application-log" sx={{ px: 2 }}>
            <Typography id="application-log" variant="h6" component="h2">
                {translate(`${R}.fields.approvalLog`)}
            </Typography>
            <List dense aria-labelledby="application-log" component="ol">
                {log.map((entry, index) => (
                    <ListItem key={`${entry.status}-${index}`}>
                        <ListItemText
                            primary={translate(`${R}.choices.status.${entry.status}`)}
                            secondary={[
                                translate(`${R}.log.entry`, { operator: entry.operator, time: formatDateTime(entry.time) }),
                                entry.reason ? translate(`${R}.log.reason`, { reason: entry.reason }) : '',
                            ]
                                .filter(Boolean)
                                .join(' — ')}
                        />
                    </ListItem>
                ))}
            </List>
        </Box>
    );
};

const INPUTS = { lines: <LinesInput /> };

/** The record page: the status moves and the approval log, then the kit's form with the lines as rows (new: the form only). */
const ApplicationPage = () => (
    <KitRecordPage
        form={
            <>
                <StatusMoves />
                <ApprovalLog />
                <KitForm inputs={INPUTS} />
            </>
        }
    />
);

const views: Partial<ResourceViews> = { edit: ApplicationPage, create: ApplicationPage };
export default views;
