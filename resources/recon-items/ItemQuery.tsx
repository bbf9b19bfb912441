import { Labeled, TabbedShowLayout, useRecordContext, useTranslate } from 'react-admin';
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { fieldFor } from '../kit/fields';
import { useKit } from '../kit/KitContext';
import { KitRecordPage } from '../kit/KitRecordPage';
import { useFormatDateTime, formatMoney } from '../../ui';
import { useSessionUser } from '../../ui/session/useSessionUser';
import { HandleLink } from './HandleLink';
import type { HandleLogEntry } from './model';

const R = 'resources.recon-items';

/** The item's handling log, read-only: who did what, when, why, and how the status moved. */
const HandleLog = () => {
    const record = useRecordContext();
    const translate = useTranslate();
    const formatDateTime = useFormatDateTime();
    const siteCode = useSessionUser()?.site?.siteCode;
    const log = (record?.log as HandleLogEntry[] | undefined) ?? [];
    if (log.length === 0) return <Typography variant="body2">{translate(`${R}.handle.log_empty`)}</Typography>;
    const status = (value: string) => translate(`${R}.choices.handleStatus.${value}`);
    const action = (value: string) => translate(value === 'matched_on_import' ? `${R}.handle.matched_on_import` : `${R}.choices.handleMethod.${value}`);
    return (
        <Table size="small" aria-label={translate(`${R}.fields.log`)}>
            <TableHead>
                <TableRow>
                    {(['handleTime', 'handler', 'handleMethod', 'exceptionReason', 'adjustAmount', 'handleStatus'] as const).map(field => (
                        <TableCell key={field}>{translate(`${R}.fields.${field}`)}</TableCell>
                    ))}
                    <TableCell>{translate(`${R}.handle.remark`)}</TableCell>
                </TableRow>
            </TableHead>
            <TableBody>
                {log.map(entry => (
                    <TableRow key={`${entry.time}-${entry.action}`}>
                        <TableCell>{formatDateTime(entry.time)}</TableCell>
                        <TableCell>{entry.handler}</TableCell>
                        <TableCell>{action(entry.action)}</TableCell>
                        <TableCell>{entry.reason ? translate(`${R}.choices.exceptionReason.${entry.reason}`) : ''}</TableCell>
                        <TableCell>{entry.adjustAmount === null ? '' : formatMoney(entry.adjustAmount, siteCode)}</TableCell>
                        <TableCell>{translate(`${R}.handle.log_from_to`, { from: status(entry.from), to: status(entry.to) })}</TableCell>
                        <TableCell>{entry.remark}</TableCell>
                    </TableRow>
                ))}
            </TableBody>
        </Table>
    );
};

/**
 * The read-only item page (exceptionHandlingquery): the match, then the handling with its log; the Handle button while
 * the item is open.
 */
const ItemQueryLayout = () => {
    const { entry, description } = useKit();
    const fields = (tab: string) =>
        description.fields
            .filter(field => field.tab === tab && field.source !== 'log')
            .map(field => (
                <Labeled key={field.source} source={field.source}>
                    {fieldFor(entry.collection, field)}
                </Labeled>
            ));
    return (
        <TabbedShowLayout syncWithLocation={false}>
            <TabbedShowLayout.Tab label={`${R}.tabs.match`}>{fields('match')}</TabbedShowLayout.Tab>
            <TabbedShowLayout.Tab label={`${R}.tabs.handling`}>
                <HandleLink />
                {fields('handling')}
                <Labeled label={`${R}.fields.log`} fullWidth>
                    <HandleLog />
                </Labeled>
            </TabbedShowLayout.Tab>
        </TabbedShowLayout>
    );
};

const ItemQuery = () => <KitRecordPage show={<ItemQueryLayout />} />;
export default ItemQuery;
