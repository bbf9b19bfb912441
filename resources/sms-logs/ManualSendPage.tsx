import { useId, useMemo, useState } from 'react';
import { Alert, Box, Button as MuiButton, Card, CardContent, DialogContentText, Stack, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
    AutocompleteInput,
    Confirm,
    DateTimeInput,
    Form,
    RadioButtonGroupInput,
    ReferenceInput,
    TextInput,
    Title,
    useGetOne,
    useTranslate,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { countSms, fillVariables, missingVariables } from '../../base/smsText';
import { getStoredSite } from '../../base/session/site';
import { api } from '../../providers/httpClient';
import { GuardedSaveButton, useToast } from '../../ui';
import { announceAsyncTask } from '../kit/files/useAsyncTaskMarker';
import { checkRecipients } from './recipients';
import { RecipientSummary } from './RecipientSummary';
import { SendProgress, type SendAnswer } from './SendProgress';
import { MANUAL_SEND_PATH, manualSendErrors, SEND_TYPES, variablesOfTemplate } from './sendRules';

const KEY = 'resources.sms-logs.manual';
/** The largest recipients file the page reads (about 20,000 numbers a line each). */
const FILE_MAX_BYTES = 512 * 1024;

type Values = { templateId?: string | number; variables?: Record<string, string>; recipients?: string; sendType?: string; scheduledTime?: string; remark?: string };

const siteCode = () => getStoredSite()?.siteCode;

const useTemplate = () => {
    const templateId = useWatch({ name: 'templateId' }) as string | number | undefined;
    const { data } = useGetOne('sms-templates', { id: templateId ?? '' }, { enabled: templateId !== undefined && templateId !== null && templateId !== '' });
    return templateId ? data : undefined;
};

/** One input per variable the chosen template declares. */
const VariableInputs = () => {
    const translate = useTranslate();
    const template = useTemplate();
    const names = variablesOfTemplate(template);
    const values = (useWatch({ name: 'variables' }) ?? {}) as Record<string, string>;
    // The send's own refusal, said as soon as a value is missing (the check names them all).
    const missing = template ? missingVariables(String(template.content ?? ''), values) : [];
    return (
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, width: '100%' }}>
            <Typography component="legend" variant="subtitle2">
                {translate(`${KEY}.variables`)}
            </Typography>
            {template && names.length === 0 && <Typography variant="body2">{translate(`${KEY}.no_variables`)}</Typography>}
            {names.map(name => (
                <TextInput key={name} source={`variables.${name}`} label={`{${name}}`} fullWidth />
            ))}
            {missing.length > 0 && (
                <Typography variant="body2" color="error" data-testid="manual-send-missing">
                    {translate('resources.sms-logs.validation.variables_missing', { names: missing.join(', ') })}
                </Typography>
            )}
        </Box>
    );
};

/** The message with the values typed, and what it costs (base/smsText.ts). */
const MessagePreview = () => {
    const translate = useTranslate();
    const template = useTemplate();
    const variables = (useWatch({ name: 'variables' }) ?? {}) as Record<string, string>;
    if (!template) return null;
    const message = fillVariables(String(template.content ?? ''), variables);
    const count = countSms(message);
    return (
        <Box component="section" aria-labelledby="manual-send-preview" sx={{ width: '100%', my: 2, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
            <Typography id="manual-send-preview" variant="subtitle2" component="h2">
                {translate('resources.sms-templates.preview.title')}
            </Typography>
            <Typography data-testid="manual-send-preview-text" sx={{ whiteSpace: 'pre-wrap', my: 1 }}>
                {message}
            </Typography>
            <Typography variant="body2" color="text.secondary">
                {translate('resources.sms-templates.preview.count', {
                    characters: count.characters,
                    encoding: translate(`resources.sms-templates.choices.encoding.${count.encoding}`),
                    parts: count.parts,
                    remaining: count.remaining,
                })}
            </Typography>
        </Box>
    );
};

/** The recipients typed or read from a file, and their count: valid, invalid and repeated numbers named by row. */
const RecipientsInput = () => {
    const translate = useTranslate();
    const toast = useToast();
    const pickerId = useId();
    const { setValue } = useFormContext();
    const recipients = (useWatch({ name: 'recipients' }) ?? '') as string;
    const [shown, setShown] = useState<string>();
    // A 10,000-line file is checked once, not on every render.
    const checked = useMemo(() => (shown === recipients && recipients !== '' ? checkRecipients(recipients, siteCode()) : undefined), [shown, recipients]);
    const openFile = async (file: File | undefined) => {
        if (!file) return;
        if (file.size > FILE_MAX_BYTES || !/\.(csv|txt)$/i.test(file.name)) {
            toast.error(`${KEY}.upload`);
            return;
        }
        const text = await file.text();
        setValue('recipients', text, { shouldDirty: true, shouldValidate: true });
        setShown(text);
    };
    return (
        <Box sx={{ width: '100%' }}>
            <TextInput source="recipients" label={`${KEY}.recipients`} helperText={`${KEY}.recipients_hint`} multiline minRows={4} fullWidth />
            <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
                <MuiButton component="label" htmlFor={pickerId} startIcon={<UploadFileIcon />} variant="outlined">
                    {translate(`${KEY}.upload`)}
                    <input id={pickerId} type="file" accept=".csv,.txt,text/csv,text/plain" hidden onChange={event => void openFile(event.target.files?.[0])} />
                </MuiButton>
                <MuiButton variant="outlined" onClick={() => setShown(recipients)} disabled={recipients.trim() === ''}>
                    {translate(`${KEY}.check`)}
                </MuiButton>
            </Stack>
            {checked && (
                <Alert severity={checked.invalid.length + checked.duplicate.length > 0 ? 'warning' : 'info'} role="status" sx={{ mb: 1 }}>
                    <RecipientSummary checked={checked} />
                </Alert>
            )}
        </Box>
    );
};

const ScheduledTimeInput = () => (useWatch({ name: 'sendType' }) === 'scheduled' ? <DateTimeInput source="scheduledTime" label={`${KEY}.scheduled_time`} /> : null);

/**
 * The whole send: the page's check (the mock's own), a confirmation that names the recipients left out (invalid and
 * duplicate numbers by row), one call that answers the batch's task at once.
 */
const SendForm = ({ onSent }: { onSent: (answer: SendAnswer) => void }) => {
    const translate = useTranslate();
    const [pending, setPending] = useState<Values>();
    const [template, setTemplate] = useState<Record<string, unknown>>();
    // The one check of a send (the mock runs it too); the chosen template is the record its picker answered.
    const validate = (values: Values) =>
        manualSendErrors(
            { template: values.templateId ? template : undefined, variables: values.variables ?? {}, recipients: values.recipients ?? '', sendType: values.sendType, scheduledTime: values.scheduledTime },
            siteCode(),
            Date.now(),
        );
    const send = async () => {
        if (!pending) return;
        const values = pending;
        setPending(undefined);
        try {
            const answer = await api.post<SendAnswer>(
                MANUAL_SEND_PATH,
                {
                    templateId: String(values.templateId),
                    variables: JSON.stringify(values.variables ?? {}),
                    recipients: values.recipients ?? '',
                    sendType: values.sendType ?? 'now',
                    scheduledTime: values.scheduledTime ?? '',
                    remark: values.remark ?? '',
                },
                { bodyType: 'json', notifySuccess: false },
            );
            onSent(answer.data);
            // The top bar's task marker watches the new task until it ends.
            announceAsyncTask();
        } catch {
            // The client has shown the server's reason; the form keeps what was typed.
        }
    };
    const checked = pending ? checkRecipients(pending.recipients ?? '', siteCode()) : undefined;
    return (
        <Form onSubmit={(values: Record<string, unknown>) => setPending(values as Values)} validate={validate as never} defaultValues={{ sendType: 'now', variables: {} }} noValidate>
            <Stack sx={{ maxWidth: 720 }}>
                <ReferenceInput source="templateId" reference="sms-templates" filter={{ channel: 'sms', status: 'enabled' }}>
                    <AutocompleteInput label={`${KEY}.template`} fullWidth onChange={(_id, record) => setTemplate(record as Record<string, unknown> | undefined)} />
                </ReferenceInput>
                <VariableInputs />
                <MessagePreview />
                <RecipientsInput />
                <RadioButtonGroupInput source="sendType" label={`${KEY}.send_type`} choices={SEND_TYPES.map(id => ({ id, name: `${KEY}.send_types.${id}` }))} />
                <ScheduledTimeInput />
                <TextInput source="remark" label={`${KEY}.remark`} fullWidth />
                <Box>
                    <GuardedSaveButton label={`${KEY}.send`} alwaysEnable />
                </Box>
            </Stack>
            <Confirm
                isOpen={pending !== undefined}
                title={`${KEY}.confirm_title`}
                content={
                    <DialogContentText component="div">
                        <div>{translate(`${KEY}.confirm_content`, { template: String(template?.templateName ?? ''), count: checked?.valid.length ?? 0 })}</div>
                        {checked && <RecipientSummary checked={checked} />}
                    </DialogContentText>
                }
                onConfirm={() => void send()}
                onClose={() => setPending(undefined)}
            />
        </Form>
    );
};

/**
 * /sms/manual: an SMS sent by hand. Choose an enabled SMS template, give every variable (the send is refused while
 * one is missing), see the message and its SMS parts, type or upload the numbers and check them (valid, invalid and
 * duplicate by row), confirm; the batch runs as a task of the task centre, its progress shown here until its
 * messages are in the send log (/sms/query), filtered to the batch by a link.
 */
const ManualSendPage = () => {
    const [sent, setSent] = useState<SendAnswer>();
    return (
        <Card sx={{ mt: 1 }}>
            <Title title={`${KEY}.title`} />
            <CardContent>
                {sent && <SendProgress key={sent.task.id} sent={sent} />}
                <SendForm onSent={setSent} />
            </CardContent>
        </Card>
    );
};

export default ManualSendPage;
