import { useRef, useState } from 'react';
import CloudUploadIcon from '@mui/icons-material/CloudUploadOutlined';
import { Dialog, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { Button, Confirm, Form, SaveButton, SelectInput, TextInput, useDataProvider, useLocaleState, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { api } from '../../providers/httpClient';
import { formatMoney, useClickGuard } from '../../ui';
import { useSessionUser } from '../../ui/session/useSessionUser';
import { PROVIDER_KEYS, type ProviderKey } from '../settlement-common/providers';
import { batchNoOf, periodDay, PUSH_CALL, pushErrors, pushFactsOf, withinMonth, type PushFacts } from './model';

const C = 'bsp-pushes';
const R = `resources.${C}`;
const ALL = { page: 1, perPage: 1000 };
const currentMonth = () => new Date().toISOString().slice(0, 7);

interface Pending {
    provider: ProviderKey;
    month: string;
    facts: PushFacts;
}

/**
 * Push to BSP: a provider and a month, checked by the push rule (model.ts) against the month's open settlement errors,
 * its bill and the pushes so far, read from the server as the mock reads them; the rule's text shows at the field.
 * Confirmed with what goes (records, amount, batch), then sent: the list follows the batch until its task ends.
 */
export const PushButton = () => {
    const translate = useTranslate();
    const dataProvider = useDataProvider();
    const notify = useNotify();
    const refresh = useRefresh();
    const [locale] = useLocaleState();
    const siteCode = useSessionUser()?.site?.siteCode ?? '';
    const [open, setOpen] = useState(false);
    const [pending, setPending] = useState<Pending>();
    /** The facts the last check read: what the confirmation shows. */
    const checked = useRef<PushFacts>(undefined);
    const { disabled, guard } = useClickGuard();

    const validate = async (values: FieldValues) => {
        const request = { provider: values.provider, period: String(values.period ?? '').trim() };
        const shape = pushErrors(request, undefined, currentMonth());
        if (Object.keys(shape).length > 0) return shape;
        const rowsOf = async (resource: string, filter: Record<string, unknown>) => (await dataProvider.getList(resource, { filter, pagination: ALL, sort: { field: 'id', order: 'ASC' } })).data;
        const [errors, bills, pushes] = await Promise.all([
            rowsOf('settlement-errors', { provider: request.provider, status: 'open', ...withinMonth('detectedDate', request.period) }),
            rowsOf('bill-accounting-matches', { provider: request.provider, period: periodDay(request.period) }),
            rowsOf(C, { provider: request.provider, period: periodDay(request.period) }),
        ]);
        const facts = pushFactsOf(request.provider, request.period, { errors, bills, pushes });
        checked.current = facts;
        return pushErrors(request, facts, currentMonth());
    };

    const send = async ({ provider, month }: Pending) => {
        setPending(undefined);
        try {
            const answer = await api.post<Record<string, unknown>>(PUSH_CALL, { provider, period: month, locale }, { bodyType: 'json', notifySuccess: false });
            if (answer.code !== 200) return;
            notify(`${R}.push.done`, { type: 'success', messageArgs: { batchNo: String(answer.data.batchNo) } });
            setOpen(false);
        } catch {
            // The client has shown the server's reason; the dialog keeps the choice.
        } finally {
            refresh();
        }
    };

    return (
        <>
            <Button label={`${R}.push.action`} onClick={() => setOpen(true)}>
                <CloudUploadIcon />
            </Button>
            <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="bsp-push-title" maxWidth="sm" fullWidth>
                <DialogTitle id="bsp-push-title">{translate(`${R}.push.title`)}</DialogTitle>
                <DialogContent>
                    <Typography variant="body2" sx={{ mb: 2 }}>
                        {translate(`${R}.push.help`)}
                    </Typography>
                    {/* The check runs on submit only: it reads the server, so not on every keystroke. */}
                    <Form
                        record={{ provider: '', period: '' }}
                        validate={validate}
                        mode="onSubmit"
                        reValidateMode="onSubmit"
                        onSubmit={(values: FieldValues) => setPending({ provider: values.provider as ProviderKey, month: String(values.period).trim(), facts: checked.current! })}
                    >
                        <Stack>
                            <SelectInput source="provider" label={`${R}.fields.provider`} choices={PROVIDER_KEYS.map(id => ({ id, name: `${R}.choices.provider.${id}` }))} />
                            <TextInput source="period" label={`${R}.push.month`} type="month" slotProps={{ inputLabel: { shrink: true } }} />
                            <div>
                                <SaveButton label={`${R}.push.submit`} icon={<CloudUploadIcon />} alwaysEnable={!disabled} disabled={disabled} />
                            </div>
                        </Stack>
                    </Form>
                </DialogContent>
            </Dialog>
            <Confirm
                isOpen={!!pending}
                title={pending ? translate(`${R}.push.confirm_title`, { provider: translate(`${R}.choices.provider.${pending.provider}`), month: pending.month }) : ''}
                content={
                    pending
                        ? translate(`${R}.push.confirm_content`, {
                              count: pending.facts.recordCount,
                              amount: formatMoney(pending.facts.amount, siteCode),
                              batchNo: batchNoOf(siteCode, pending.provider, pending.month),
                          })
                        : ''
                }
                confirm={`${R}.push.submit`}
                onConfirm={guard(() => void send(pending!))}
                onClose={() => setPending(undefined)}
            />
        </>
    );
};
