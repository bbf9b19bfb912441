import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, FormHelperText } from '@mui/material';
import { DataTable, FilterForm, ListBase, Pagination, SearchInput, useTranslate, type Identifier, type RaRecord } from 'react-admin';

const FILTERS = [<SearchInput key="q" source="q" alwaysOn />];

export interface SpuSelectDialogProps {
    open: boolean;
    /** The SPU already chosen, if any (shown selected). */
    value?: Identifier | null;
    onConfirm: (spu: RaRecord) => void;
    onClose: () => void;
}

/**
 * The SPU selection dialog of spec section 5 ("an SPU must be selected and confirmed"), the one every screen that
 * picks an SPU opens: a searchable, server-paged list of the site's SPUs; a click selects one, Confirm hands it
 * back, and confirming with none selected says so instead of closing.
 */
export const SpuSelectDialog = ({ open, value, onConfirm, onClose }: SpuSelectDialogProps) => {
    const translate = useTranslate();
    const [selected, setSelected] = useState<RaRecord | undefined>();
    const [missing, setMissing] = useState(false);
    const selectedId = selected?.id ?? value;
    const confirm = () => {
        if (!selected) {
            setMissing(true);
            return;
        }
        onConfirm(selected);
        setSelected(undefined);
        setMissing(false);
    };
    return (
        <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="spu-select-title">
            <DialogTitle id="spu-select-title">{translate('resources.spu.select.title')}</DialogTitle>
            <DialogContent>
                <ListBase resource="spu" perPage={10} sort={{ field: 'spuId', order: 'ASC' }} disableSyncWithLocation storeKey={false}>
                    <FilterForm filters={FILTERS} />
                    <DataTable
                        bulkActionButtons={false}
                        rowClick={(_id: Identifier, _resource: string, record: RaRecord) => {
                            setSelected(record);
                            setMissing(false);
                            return false;
                        }}
                        rowSx={record => (record.id === selectedId ? { backgroundColor: 'action.selected' } : {})}
                    >
                        <DataTable.Col source="spuId" />
                        <DataTable.Col source="spuName" />
                        <DataTable.Col source="modelCode" />
                    </DataTable>
                    <Pagination rowsPerPageOptions={[10]} />
                </ListBase>
                {missing && <FormHelperText error>{translate('resources.spu.select.required')}</FormHelperText>}
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
                <Button variant="contained" onClick={confirm}>
                    {translate('ra.action.confirm')}
                </Button>
            </DialogActions>
        </Dialog>
    );
};
