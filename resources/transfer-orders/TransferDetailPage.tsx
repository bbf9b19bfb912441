import { useState } from 'react';
import { Box, Card, CardContent, List, ListItem, ListItemText, Stack, TextField, Typography } from '@mui/material';
import {
    Confirm,
    Labeled,
    Link,
    RecordContextProvider,
    ResourceContextProvider,
    Title,
    useGetList,
    useNotify,
    useTranslate,
    Button,
    type RaRecord,
} from 'react-admin';
import { useParams } from 'react-router-dom';
import { api } from '../../providers/httpClient';
import { useClickGuard, useFormatDateTime } from '../../ui';
import { usePublishPageName } from '../../ui/pageName';
import { fieldFor } from '../kit/fields';
import { useRouteTitle } from '../kit/useRouteTitle';
import type { FieldDescription } from '../kit/types';
import { description } from './index';
import { linesOf, type TransferLine } from './lines';
import { actionsFrom, transferActionPath, type TransferAction } from './transitions';

const C = 'transfer-orders';
const R = `resources.${C}`;

/** The header fields shown, each read as the list reads it. */
const HEADER = ['transferOrderNo', 'status', 'fromWarehouseId', 'toWarehouseId', 'totalQty', 'receivedQty', 'ewayBillNo', 'remark', 'creator', 'createTime', 'shipTime', 'receiveTime'];
const headerFields = HEADER.map(source => description.fields.find(field => field.source === source)!);
const SKU_FIELD: FieldDescription = { source: 'skuId', type: 'ref', reference: 'skus' };

interface LogEntry {
    status: string;
    operator: string;
    time: string;
}

/** The lines: SKU, quantity shipped, received and the difference; while receiving, what arrived is entered per line. */
const Lines = ({ lines, receiving, received, onReceived }: { lines: TransferLine[]; receiving: boolean; received: Record<string, string>; onReceived: (skuId: string, value: string) => void }) => {
    const translate = useTranslate();
    const header = (key: string) => translate(key);
    return (
        <Box component="table" sx={{ borderCollapse: 'collapse', width: '100%', '& th, & td': { textAlign: 'left', p: 1, borderBottom: 1, borderColor: 'divider' } }}>
            <thead>
                <tr>
                    <th scope="col">{header(`${R}.fields.lines.skuId`)}</th>
                    <th scope="col">{header(`${R}.fields.lines.qty`)}</th>
                    <th scope="col">{header(`${R}.fields.lines.receivedQty`)}</th>
                    <th scope="col">{header(`${R}.line.difference`)}</th>
                </tr>
            </thead>
            <tbody>
                {lines.map((line, index) => {
                    const skuId = String(line.skuId);
                    const got = line.receivedQty === null || line.receivedQty === undefined ? undefined : Number(line.receivedQty);
                    return (
                        <tr key={skuId}>
                            <td>
                                <RecordContextProvider value={{ id: skuId, skuId: line.skuId } as RaRecord}>{fieldFor(C, SKU_FIELD)}</RecordContextProvider>
                            </td>
                            <td>{Number(line.qty)}</td>
                            <td>
                                {receiving ? (
                                    <TextField
                                        size="small"
                                        type="number"
                                        label={translate(`${R}.line.number`, { line: index + 1 })}
                                        value={received[skuId] ?? String(line.qty)}
                                        onChange={event => onReceived(skuId, event.target.value)}
                                        slotProps={{ htmlInput: { min: 0, max: Number(line.qty), step: 1 } }}
                                    />
                                ) : (
                                    (got ?? '—')
                                )}
                            </td>
                            <td>{got === undefined ? '—' : got - Number(line.qty)}</td>
                        </tr>
                    );
                })}
            </tbody>
        </Box>
    );
};

/**
 * A transfer's detail, found by its number (/inventory/transferOrder/orderDetail/{transferOrderNo}): its header, its
 * lines and its status log, and the actions its state allows (transitions.ts), each confirmed: ship, cancel, and
 * receive with the quantities that arrived (a line received short opens a quantity difference in /diff).
 */
const TransferDetailPage = () => {
    const { transferOrderNo = '' } = useParams();
    const translate = useTranslate();
    const notify = useNotify();
    const formatDateTime = useFormatDateTime();
    const title = useRouteTitle();
    const { data, isPending, refetch } = useGetList(C, { filter: { transferOrderNo }, pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'ASC' } });
    const record = data?.find(row => row.transferOrderNo === transferOrderNo);
    const [pending, setPending] = useState<TransferAction>();
    const [received, setReceived] = useState<Record<string, string>>({});
    const [busy, setBusy] = useState(false);
    const { disabled: guarded, guard } = useClickGuard();
    usePublishPageName({ record: record ? transferOrderNo : undefined });
    if (isPending) return <Title title={title} />;
    if (!record) {
        return (
            <Box sx={{ p: 2 }}>
                <Title title={title} />
                <Typography role="alert">{translate(`${R}.detail.not_found`, { no: transferOrderNo })}</Typography>
                <Link to="/inventory/transferOrder">{translate(`${R}.detail.back`)}</Link>
            </Box>
        );
    }
    const lines = linesOf(record);
    const offered = actionsFrom(record.status);
    const statusLabel = (status: string) => translate(`${R}.choices.status.${status}`);
    const run = async () => {
        if (!pending) return;
        const action = pending;
        setPending(undefined);
        setBusy(true);
        try {
            const body = action === 'receive' ? { lines: lines.map(line => ({ skuId: line.skuId, receivedQty: received[String(line.skuId)] ?? line.qty })) } : {};
            const answer = await api.post<RaRecord>(transferActionPath(record.id, action), body, { bodyType: 'json', notifySuccess: false });
            notify(`${R}.actions.done`, { type: 'success', messageArgs: { no: transferOrderNo, status: statusLabel(String(answer.data.status)) } });
            await refetch();
        } catch {
            // The client has shown the server's reason as an error toast.
        } finally {
            setBusy(false);
        }
    };
    return (
        <ResourceContextProvider value={C}>
            <RecordContextProvider value={record}>
                <Title title={title} />
                <Stack spacing={2} sx={{ p: 2 }}>
                    <Link to="/inventory/transferOrder">{translate(`${R}.detail.back`)}</Link>
                    <Card variant="outlined" component="section" aria-label={transferOrderNo}>
                        <CardContent>
                            <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: 1 }}>
                                {headerFields.map(field => (
                                    <Labeled key={field.source} source={field.source} resource={C}>
                                        {fieldFor(C, field)}
                                    </Labeled>
                                ))}
                            </Box>
                        </CardContent>
                    </Card>
                    <Card variant="outlined" component="section" aria-labelledby="transfer-lines">
                        <CardContent>
                            <Typography id="transfer-lines" variant="h6" component="h2" gutterBottom>
                                {translate(`${R}.detail.lines`)}
                            </Typography>
                            <Lines lines={lines} receiving={offered.includes('receive')} received={received} onReceived={(skuId, value) => setReceived(values => ({ ...values, [skuId]: value }))} />
                            <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
                                {offered.length === 0 && <Typography>{translate(`${R}.actions.no_actions`, { status: statusLabel(String(record.status)) })}</Typography>}
                                {offered.map(action => (
                                    <Button key={action} variant={action === 'cancel' ? 'text' : 'contained'} label={`${R}.actions.${action}`} disabled={busy || guarded} onClick={() => setPending(action)} />
                                ))}
                            </Stack>
                        </CardContent>
                    </Card>
                    <Card variant="outlined" component="section" aria-labelledby="transfer-log">
                        <CardContent>
                            <Typography id="transfer-log" variant="h6" component="h2">
                                {translate(`${R}.detail.log`)}
                            </Typography>
                            <List dense aria-labelledby="transfer-log">
                                {((record.statusLog as LogEntry[] | undefined) ?? []).map(entry => (
                                    <ListItem key={`${entry.status}-${entry.time}`}>
                                        <ListItemText primary={statusLabel(entry.status)} secondary={`${entry.operator} · ${formatDateTime(entry.time)}`} />
                                    </ListItem>
                                ))}
                            </List>
                        </CardContent>
                    </Card>
                </Stack>
                <Confirm
                    isOpen={!!pending}
                    title={pending ? `${R}.actions.${pending}` : ''}
                    content={pending ? translate(`${R}.actions.confirm_${pending}`, { no: transferOrderNo }) : ''}
                    onConfirm={guard(() => void run())}
                    onClose={() => setPending(undefined)}
                />
            </RecordContextProvider>
        </ResourceContextProvider>
    );
};

export default TransferDetailPage;
