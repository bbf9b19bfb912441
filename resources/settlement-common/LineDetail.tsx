import { Labeled, TabbedShowLayout, useRecordContext, useTranslate } from 'react-admin';
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { fieldFor } from '../kit/fields';
import { useKit } from '../kit/KitContext';
import { KitRecordPage } from '../kit/KitRecordPage';
import { ErrorLog } from './ErrorLog';
import type { ErrorLogEntry } from './model';

const S = 'resources.settlement-common';

/** The provider's file row as it came (its own column names), read-only. */
const RawRow = () => {
    const record = useRecordContext();
    const translate = useTranslate();
    const raw = (record?.rawRow ?? {}) as Record<string, unknown>;
    const entries = Object.entries(raw);
    if (entries.length === 0) return <Typography variant="body2">{translate(`${S}.raw.empty`)}</Typography>;
    return (
        <Table size="small" aria-label={translate(`${S}.raw.column`)}>
            <TableHead>
                <TableRow>
                    <TableCell>{translate(`${S}.raw.column`)}</TableCell>
                    <TableCell>{translate(`${S}.raw.value`)}</TableCell>
                </TableRow>
            </TableHead>
            <TableBody>
                {entries.map(([column, value]) => (
                    <TableRow key={column}>
                        <TableCell component="th" scope="row">
                            {column}
                        </TableCell>
                        <TableCell>{String(value ?? '')}</TableCell>
                    </TableRow>
                ))}
            </TableBody>
        </Table>
    );
};

const LineLog = () => {
    const record = useRecordContext();
    const { entry } = useKit();
    return <ErrorLog log={(record?.log as (ErrorLogEntry & { errorNo?: string })[] | undefined) ?? []} collection={entry.collection} />;
};

/**
 * A settlement line's record page (detail/:id, the fourth provider's info/:id), read-only: the line as settled, its
 * match with the OMS record (the server's) with its errors' handling log, and the raw file row.
 */
const LineLayout = () => {
    const { entry, description } = useKit();
    const fields = (tab: string) =>
        description.fields
            .filter(field => field.tab === tab && field.type !== 'json')
            .map(field => (
                <Labeled key={field.source} source={field.source}>
                    {fieldFor(entry.collection, field)}
                </Labeled>
            ));
    return (
        <TabbedShowLayout syncWithLocation={false}>
            <TabbedShowLayout.Tab label={`resources.${entry.collection}.tabs.line`}>{fields('line')}</TabbedShowLayout.Tab>
            <TabbedShowLayout.Tab label={`resources.${entry.collection}.tabs.match`}>
                {fields('match')}
                <Labeled label={`resources.${entry.collection}.fields.log`} fullWidth>
                    <LineLog />
                </Labeled>
            </TabbedShowLayout.Tab>
            <TabbedShowLayout.Tab label={`resources.${entry.collection}.tabs.raw`}>
                <RawRow />
            </TabbedShowLayout.Tab>
        </TabbedShowLayout>
    );
};

const LineDetail = () => <KitRecordPage show={<LineLayout />} />;
export default LineDetail;
