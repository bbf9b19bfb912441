import { useState } from 'react';
import { Box, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { Button, Confirm, Labeled, RecordContextProvider, useNotify, useRecordContext, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import { api } from '../../providers/httpClient';
import { useClickGuard, useFormatDateTime } from '../../ui';
import { fieldFor } from '../kit/fields';
import { KitRecordPage } from '../kit/KitRecordPage';
import type { FieldDescription, ResourceViews } from '../kit/types';
import { description } from './index';
import { timelineOf, wmsActionPath, wmsActionsFrom, type WmsAction, type WmsStatus } from './states';

const C = 'wms-orders';
const R = `resources.${C}`;
const SKU_FIELD: FieldDescription = { source: 'skuId', type: 'ref', reference: 'skus' };
const headerFields = description.fields.filter(field => field.type !== 'json');

interface WmsLine {
    skuId: string | number;
    quantity: number;
    imei?: string;
}

/** The lines the WMS picks: SKU, quantity and the IMEIs it scanned. */
const Lines = ({ lines }: { lines: readonly WmsLine[] }) => {
    const translate = useTranslate();
    return (
        <Box
            component="table"
            aria-labelledby="wms-lines"
            sx={{ borderCollapse: 'collapse', width: '100%', '& th, & td': { textAlign: 'left', p: 1, borderBottom: 1, borderColor: 'divider' } }}
        >
            <thead>
                <tr>
                    <th scope="col">{translate(`${R}.detail.sku`)}</th>
                    <th scope="col">{translate(`${R}.detail.qty`)}</th>
                    <th scope="col">{translate(`${R}.detail.imei`)}</th>
                </tr>
            </thead>
            <tbody>
                {lines.map(line => (
                    <tr key={String(line.skuId)}>
                        <td>
                            <RecordContextProvider value={{ id: String(line.skuId), skuId: line.skuId } as RaRecord}>{fieldFor(C, SKU_FIELD)}</RecordContextProvider>
                        </td>
                        <td>{line.quantity}</td>
                        <td>{line.imei || translate(`${R}.detail.none`)}</td>
                    </tr>
                ))}
            </tbody>
        </Box>
    );
};

/** Push again a failed order, or cancel one not yet picked (states.ts), each confirmed; the server refuses the rest. */
const WmsActions = ({ record }: { record: RaRecord }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const refresh = useRefresh();
    const { disabled: guarded, guard } = useClickGuard();
    const [pending, setPending] = useState<WmsAction>();
    const [busy, setBusy] = useState(false);
    const no = String(record.wmsOrderNo);
    const offered = wmsActionsFrom(record.wmsStatus);
    if (offered.length === 0) return null;
    const run = async () => {
        if (!pending) return;
        const action = pending;
        setPending(undefined);
        setBusy(true);
        try {
            const answer = await api.post<RaRecord>(wmsActionPath(record.id, action), {}, { bodyType: 'json', notifySuccess: false });
            notify(`${R}.actions.done`, { type: 'success', messageArgs: { no, status: translate(`${R}.choices.wmsStatus.${String(answer.data.wmsStatus)}`) } });
            refresh();
        } catch {
            // The client has shown the server's reason as an error toast.
        } finally {
            setBusy(false);
        }
    };
    return (
        <Stack direction="row" spacing={1}>
            {offered.map(action => (
                <Button key={action} variant="outlined" label={`${R}.actions.${action}`} disabled={busy || guarded} onClick={() => setPending(action)} />
            ))}
            <Confirm
                isOpen={!!pending}
                title={pending ? `${R}.actions.${pending}` : ''}
                content={pending ? translate(`${R}.actions.confirm_${pending}`, { no }) : ''}
                onConfirm={guard(() => void run())}
                onClose={() => setPending(undefined)}
            />
        </Stack>
    );
};

/** A WMS order's header, its lines and the states it went through, each with its time. */
const WmsOrderShow = () => {
    const record = useRecordContext();
    const translate = useTranslate();
    const formatDateTime = useFormatDateTime();
    if (!record) return null;
    return (
        <Stack spacing={2} sx={{ p: 2 }}>
            <WmsActions record={record} />
            <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: 1 }}>
                {headerFields.map(field => (
                    <Labeled key={field.source} source={field.source} resource={C}>
                        {fieldFor(C, field)}
                    </Labeled>
                ))}
            </Box>
            <Typography id="wms-lines" variant="h6" component="h2">
                {translate(`${R}.detail.lines`)}
            </Typography>
            <Lines lines={(record.lines as WmsLine[] | undefined) ?? []} />
            <Typography id="wms-timeline" variant="h6" component="h2">
                {translate(`${R}.detail.timeline`)}
            </Typography>
            <List dense aria-labelledby="wms-timeline" component="ol">
                {timelineOf(record.wmsStatus as WmsStatus, String(record.pushTime), record.cancelTime as string | undefined).map(step => (
                    <ListItem key={step.status}>
                        <ListItemText primary={translate(`${R}.choices.wmsStatus.${step.status}`)} secondary={formatDateTime(step.time)} />
                    </ListItem>
                ))}
            </List>
        </Stack>
    );
};

/** The record page of the kit (read-only), its layout the header, the lines and the timeline. */
const WmsOrderDetail = () => <KitRecordPage show={<WmsOrderShow />} />;

const views: Partial<ResourceViews> = { edit: WmsOrderDetail };
export default views;
