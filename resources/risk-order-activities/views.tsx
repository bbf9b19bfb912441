import { useState } from 'react';
import { Alert, Box, Dialog, DialogActions, DialogContent, DialogTitle, TextField as MuiTextField } from '@mui/material';
import {
    AutocompleteArrayInput,
    Button,
    ChipField,
    DataTable,
    ReferenceArrayField,
    ReferenceArrayInput,
    required,
    SingleFieldList,
    useDataProvider,
    useTranslate,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { KitForm } from '../kit/KitForm';
import { KitList } from '../kit/KitList';
import { KitRecordPage } from '../kit/KitRecordPage';
import type { ResourceViews } from '../kit/types';
import { alreadyAdded } from './rules';

const TEXT = 'resources.risk-order-activities.batch';
const REQUIRED = [required()];

/** What a batch add did: the SKUs it added, those already there ('Sorry, the SKU has been added'), unknown codes. */
interface BatchOutcome {
    added: number;
    already: string[];
    unknown: string[];
}

/**
 * Batch add: SKU codes pasted (one a line, or separated by commas or spaces) are looked up on the server; those not
 * in the activity yet are added, and the report names the ones that were already added and the unknown codes.
 */
const BatchAddSkus = () => {
    const translate = useTranslate();
    const dataProvider = useDataProvider();
    const { setValue } = useFormContext();
    const current = (useWatch({ name: 'skuIds' }) as (string | number)[] | undefined) ?? [];
    const [open, setOpen] = useState(false);
    const [codes, setCodes] = useState('');
    const [outcome, setOutcome] = useState<BatchOutcome>();
    const [busy, setBusy] = useState(false);
    const add = async () => {
        const wanted = [...new Set(codes.split(/[\s,;]+/).map(code => code.trim()).filter(Boolean))];
        if (wanted.length === 0) return;
        setBusy(true);
        try {
            const { data } = await dataProvider.getList('skus', {
                filter: { skuId: wanted },
                pagination: { page: 1, perPage: wanted.length },
                sort: { field: 'skuId', order: 'ASC' },
            });
            const byCode = new Map(data.map(sku => [String(sku.skuId), sku.id]));
            const found = wanted.filter(code => byCode.has(code));
            const addedIds = new Set(alreadyAdded(current, found.map(code => byCode.get(code))));
            const already = found.filter(code => addedIds.has(String(byCode.get(code))));
            const fresh = found.filter(code => !already.includes(code)).map(code => byCode.get(code)!);
            if (fresh.length > 0) setValue('skuIds', [...current, ...fresh], { shouldDirty: true, shouldValidate: true });
            setOutcome({ added: fresh.length, already, unknown: wanted.filter(code => !byCode.has(code)) });
            if (already.length === 0 && wanted.every(code => byCode.has(code))) setCodes('');
        } finally {
            setBusy(false);
        }
    };
    const close = () => {
        setOpen(false);
        setOutcome(undefined);
    };
    return (
        <>
            <Button label={`${TEXT}.button`} onClick={() => setOpen(true)} sx={{ mb: 2 }} />
            <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="batch-add-skus-title">
                <DialogTitle id="batch-add-skus-title">{translate(`${TEXT}.title`)}</DialogTitle>
                <DialogContent>
                    <MuiTextField
                        label={translate(`${TEXT}.codes`)}
                        helperText={translate(`${TEXT}.codes_help`)}
                        value={codes}
                        onChange={event => setCodes(event.target.value)}
                        multiline
                        minRows={3}
                        fullWidth
                        margin="dense"
                    />
                    {outcome && (
                        <Box role="status" sx={{ mt: 1, display: 'grid', gap: 1 }}>
                            <Alert severity="success">{translate(`${TEXT}.added`, { smart_count: outcome.added })}</Alert>
                            {outcome.already.length > 0 && (
                                <Alert severity="warning">{translate(`${TEXT}.already_added`, { skus: outcome.already.join(', ') })}</Alert>
                            )}
                            {outcome.unknown.length > 0 && (
                                <Alert severity="error">{translate(`${TEXT}.unknown`, { skus: outcome.unknown.join(', ') })}</Alert>
                            )}
                        </Box>
                    )}
                </DialogContent>
                <DialogActions>
                    <Button label="ra.action.close" onClick={close} />
                    <Button label={`${TEXT}.add`} variant="contained" onClick={add} disabled={busy || codes.trim() === ''} />
                </DialogActions>
            </Dialog>
        </>
    );
};

/** The SKUs: picked one by one among the chosen SPUs' SKUs (a SKU cannot be picked twice), or added in a batch. */
const SkusInput = () => {
    const spuIds = useWatch({ name: 'spuIds' }) as unknown[] | undefined;
    return (
        <Box sx={{ width: '100%' }}>
            <ReferenceArrayInput source="skuIds" reference="skus" filter={spuIds?.length ? { spuId: spuIds } : undefined}>
                <AutocompleteArrayInput validate={REQUIRED} fullWidth />
            </ReferenceArrayInput>
            <BatchAddSkus />
        </Box>
    );
};

const RiskOrderForm = () => <KitForm inputs={{ skuIds: <SkusInput /> }} />;
const RiskOrderRecordPage = () => <KitRecordPage form={<RiskOrderForm />} />;

/** SPUs and SKUs read by name in the list, not by id. */
const names = (reference: string, source: string, name: string) => (
    <ReferenceArrayField source={source} reference={reference}>
        <SingleFieldList linkType={false}>
            <ChipField source={name} size="small" />
        </SingleFieldList>
    </ReferenceArrayField>
);

/** The activity's ID is a column of the spec's (the record's own id, not a described field). */
const ID_COLUMN = [<DataTable.NumberCol key="id" source="id" label="resources.risk-order-activities.fields.id" />];

const RiskOrderList = () => (
    <KitList columnsBefore={ID_COLUMN} cells={{ spuIds: names('spu', 'spuIds', 'spuName'), skuIds: names('skus', 'skuIds', 'skuName') }} />
);

const views: Partial<ResourceViews> = { list: RiskOrderList, edit: RiskOrderRecordPage, create: RiskOrderRecordPage };

export default views;
