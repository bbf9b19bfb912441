import { useState, type FormEvent, type ReactNode } from 'react';
import {
    Alert,
    Box,
    Card,
    CardContent,
    Dialog,
    DialogActions,
    DialogContent,
    DialogContentText,
    DialogTitle,
    Stack,
    Table,
    TableBody,
    TableCell,
    TableHead,
    TableRow,
    TextField,
    Typography,
} from '@mui/material';
import { Button, Confirm, Labeled, Loading, RecordContextProvider, ResourceContextProvider, Title, useGetOne, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../providers/httpClient';
import { useClickGuard, useFormatDateTime } from '../../ui';
import { fieldFor } from '../kit/fields';
import type { FieldError } from '../kit/types';
import { REASON_MAX, type AuditForm } from '../subsidy-common/model';
import { description } from './index';
import { ResubmitForm } from './ResubmitForm';
import {
    actionErrors,
    actionsFrom,
    auditCall,
    auditPath,
    FORM_FIELDS,
    PAGE_TYPES,
    REASONED_ACTIONS,
    type AuditAction,
    type AuditLogEntry,
    type PageType,
} from './model';

const R = 'resources.subsidy-audits';
const COLLECTION = 'subsidy-audits';
/** What every form shows of the claim, before its province's own fields and materials. */
const COMMON = ['claimNo', 'orderId', 'provinceId', 'auditType', 'imei', 'invoiceNo', 'subsidyAmount', 'submitTime', 'auditStatus', 'auditor', 'auditTime', 'reason'];

const fieldsOf = (sources: readonly string[]) =>
    sources.flatMap(source => description.fields.filter(field => field.source === source)).map(field => (
        <Labeled key={field.source} source={field.source}>
            {fieldFor(COLLECTION, field)}
        </Labeled>
    ));

const Grid = ({ children }: { children: ReactNode }) => (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: 1 }}>{children}</Box>
);

/** The claim's log, read-only: who did what, when, why, and how the status moved. */
const AuditLog = ({ log }: { log: readonly AuditLogEntry[] }) => {
    const translate = useTranslate();
    const formatDateTime = useFormatDateTime();
    const status = (value: string | null) => (value ? translate(`${R}.choices.auditStatus.${value}`) : '');
    // Submitting again names the materials the store uploaded anew.
    const why = (entry: AuditLogEntry) =>
        entry.reason || (entry.materials?.length ? translate(`${R}.log.materials`, { materials: entry.materials.map(source => translate(`${R}.fields.${source}`)).join(', ') }) : '');
    return (
        <Table size="small" aria-label={translate(`${R}.fields.log`)}>
            <TableHead>
                <TableRow>
                    {['at', 'by', 'action', 'status', 'reason'].map(column => (
                        <TableCell key={column}>{translate(`${R}.log.${column}`)}</TableCell>
                    ))}
                </TableRow>
            </TableHead>
            <TableBody>
                {log.map(entry => (
                    <TableRow key={`${entry.at}-${entry.action}`}>
                        <TableCell>{formatDateTime(entry.at)}</TableCell>
                        <TableCell>{entry.by}</TableCell>
                        <TableCell>{translate(`${R}.actions.${entry.action}`)}</TableCell>
                        <TableCell>{entry.from ? translate(`${R}.log.from_to`, { from: status(entry.from), to: status(entry.to) }) : status(entry.to)}</TableCell>
                        <TableCell>{why(entry)}</TableCell>
                    </TableRow>
                ))}
            </TableBody>
        </Table>
    );
};

/**
 * The actions the audit table offers from the claim's status, each confirmed; returning asks for the reason in the
 * same dialog and checks it with the model's rule (the server's) before sending. The server's refusal shows as its
 * toast; the page reads the claim again either way.
 */
const AuditActions = ({ claim }: { claim: Record<string, unknown> }) => {
    const translate = useTranslate();
    const queryClient = useQueryClient();
    const [asked, setAsked] = useState<AuditAction>();
    const [reason, setReason] = useState('');
    const [reasonError, setReasonError] = useState<FieldError>();
    const [sending, setSending] = useState(false);
    const { disabled: guarded, guard } = useClickGuard();
    const errorText = (error: FieldError) => (typeof error === 'string' ? translate(error) : translate(error.message, error.args));
    const close = () => {
        setAsked(undefined);
        setReason('');
        setReasonError(undefined);
    };
    const run = async (action: AuditAction, text: string) => {
        setSending(true);
        try {
            await api.post(auditCall(String(claim.id), action), REASONED_ACTIONS.includes(action) ? { reason: text } : {}, {
                bodyType: 'json',
                notifySuccess: `${R}.done.${action}`,
            });
        } catch {
            // The client has shown the server's reason.
        } finally {
            setSending(false);
            await queryClient.invalidateQueries({ queryKey: [COLLECTION] });
        }
    };
    const send = guard((action: AuditAction, text: string) => void run(action, text));
    const reasoned = asked !== undefined && REASONED_ACTIONS.includes(asked);
    const confirmReasoned = (event: FormEvent) => {
        event.preventDefault();
        if (!asked) return;
        const error = actionErrors(asked, claim, reason).reason;
        if (error) {
            setReasonError(error);
            return;
        }
        const action = asked;
        const text = reason.trim();
        close();
        send(action, text);
    };
    // Submitting again goes with the corrected materials (ResubmitForm).
    const allowed = actionsFrom(claim.auditStatus).filter(action => action !== 'resubmit');
    const name = String(claim.claimNo);
    if (allowed.length === 0) {
        return <Alert severity="info">{translate(`${R}.page.no_actions`, { status: translate(`${R}.choices.auditStatus.${String(claim.auditStatus)}`) })}</Alert>;
    }
    return (
        <Stack direction="row" spacing={1}>
            {allowed.map(action => (
                <Button key={action} variant={action === 'approve' ? 'contained' : 'outlined'} label={`${R}.actions.${action}`} disabled={sending || guarded} onClick={() => setAsked(action)} />
            ))}
            <Confirm
                isOpen={asked !== undefined && !reasoned}
                title={asked ? `${R}.actions.${asked}` : ''}
                content={asked ? translate(`${R}.confirm.${asked}`, { name }) : ''}
                onConfirm={() => {
                    const action = asked!;
                    close();
                    send(action, '');
                }}
                onClose={close}
            />
            <Dialog open={reasoned} onClose={close} fullWidth maxWidth="sm" aria-labelledby="subsidy-audit-reason-title">
                <form onSubmit={confirmReasoned} noValidate>
                    <DialogTitle id="subsidy-audit-reason-title">{asked ? translate(`${R}.actions.${asked}`) : ''}</DialogTitle>
                    <DialogContent>
                        <DialogContentText>{asked ? translate(`${R}.confirm.${asked}`, { name }) : ''}</DialogContentText>
                        <TextField
                            autoFocus
                            fullWidth
                            multiline
                            minRows={2}
                            margin="normal"
                            label={translate(`${R}.fields.reason`)}
                            value={reason}
                            onChange={event => {
                                setReason(event.target.value);
                                setReasonError(undefined);
                            }}
                            error={reasonError !== undefined}
                            helperText={reasonError ? errorText(reasonError) : ' '}
                            slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
                        />
                    </DialogContent>
                    <DialogActions>
                        <Button label="ra.action.cancel" onClick={close} />
                        <Button label={asked ? `${R}.actions.${asked}` : ''} type="submit" variant="contained" />
                    </DialogActions>
                </form>
            </Dialog>
        </Stack>
    );
};

/**
 * A claim on its province's form (`audit/{form}/{type}/:id`): the common fields, the province's own fields and
 * materials, the log, and with `type` audit the actions the table allows. A claim of another province's form says
 * which form it belongs on, with a link there.
 */
export const AuditFormPage = ({ form }: { form: AuditForm }) => {
    const { id = '', type = '' } = useParams();
    const translate = useTranslate();
    const { data: claim, isPending, error } = useGetOne(COLLECTION, { id }, { retry: false });
    if (isPending) return <Loading />;
    if (error || !claim || !(PAGE_TYPES as readonly string[]).includes(type)) {
        return (
            <Alert severity="warning" sx={{ mt: 2 }}>
                {translate('resources.kit.not_found')}
            </Alert>
        );
    }
    const pageType = type as PageType;
    const title = translate(`${R}.page.title_${form}`, { claimNo: String(claim.claimNo) });
    if (claim.auditForm !== form) {
        const own = claim.auditForm as AuditForm;
        return (
            <>
                <Title title={title} />
                <Alert severity="warning" sx={{ mt: 2 }} action={<Button component={Link} to={auditPath(own, pageType, claim.id)} label={`${R}.page.open_own`} color="inherit" />}>
                    {translate(`${R}.page.other_form`, { form: translate(`${R}.choices.auditForm.${own}`) })}
                </Alert>
            </>
        );
    }
    return (
        <ResourceContextProvider value={COLLECTION}>
            <RecordContextProvider value={claim}>
                <Title title={title} />
                <Stack spacing={2} sx={{ mt: 2 }}>
                    <Card variant="outlined">
                        <CardContent>
                            <Typography variant="h6" component="h2" gutterBottom>
                                {translate(`${R}.page.claim`)}
                            </Typography>
                            <Grid>{fieldsOf(COMMON)}</Grid>
                        </CardContent>
                    </Card>
                    <Card variant="outlined">
                        <CardContent>
                            <Typography variant="h6" component="h2" gutterBottom>
                                {translate(`${R}.page.materials_${form}`)}
                            </Typography>
                            <Grid>{fieldsOf(FORM_FIELDS[form])}</Grid>
                        </CardContent>
                    </Card>
                    {pageType === 'audit' && (
                        <Card variant="outlined">
                            <CardContent>
                                <Typography variant="h6" component="h2" gutterBottom>
                                    {translate(`${R}.page.audit`)}
                                </Typography>
                                {actionsFrom(claim.auditStatus).includes('resubmit') ? <ResubmitForm claim={claim} /> : <AuditActions claim={claim} />}
                            </CardContent>
                        </Card>
                    )}
                    <Card variant="outlined">
                        <CardContent>
                            <Typography variant="h6" component="h2" gutterBottom>
                                {translate(`${R}.fields.log`)}
                            </Typography>
                            <AuditLog log={(claim.log as AuditLogEntry[] | undefined) ?? []} />
                        </CardContent>
                    </Card>
                </Stack>
            </RecordContextProvider>
        </ResourceContextProvider>
    );
};
