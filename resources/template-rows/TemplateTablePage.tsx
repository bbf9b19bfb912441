import { useCallback, useState, type ReactNode } from 'react';
import { Box, Button as MuiButton, CircularProgress, Dialog, DialogContent, DialogTitle } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import {
    CreateBase,
    DataTable,
    DateTimeInput,
    EditBase,
    List,
    SearchInput,
    SelectField,
    SelectInput,
    SimpleForm,
    TextInput,
    Toolbar,
    TopToolbar,
    maxValue,
    minValue,
    required,
    useNotify,
    useRefresh,
    useTranslate,
    type Identifier,
} from 'react-admin';
import { LocaleDateField } from '../../ui/LocaleDateField';
import { StatusChip } from '../../ui/StatusChip';
import { GuardedSaveButton } from '../../ui/GuardedSaveButton';

export const TEMPLATE_ROWS_RESOURCE = 'template-rows';

export interface TemplateRow {
    id: Identifier;
    title: string;
    author: string;
    importance: 1 | 2 | 3;
    status: 'published' | 'draft';
    displayTime: string;
    pageviews: number;
    siteCode?: string;
}

const statusChoices = [
    { id: 'published', name: 'oms.pages.template_table.status.published' },
    { id: 'draft', name: 'oms.pages.template_table.status.draft' },
];

const importanceChoices = [
    { id: 1, name: 'oms.pages.template_table.importance.low' },
    { id: 2, name: 'oms.pages.template_table.importance.medium' },
    { id: 3, name: 'oms.pages.template_table.importance.high' },
];

/** One module of rules for the dialog form (create and edit share them). */
export const templateRowRules = {
    title: [required()],
    importance: [required(), minValue(1), maxValue(3)],
    status: [required()],
    displayTime: [required()],
};

/** Published rows stand out; drafts are grey. */
const STATUS_COLOURS = { published: 'success' } as const;

const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput key="importance" source="importance" choices={importanceChoices} alwaysOn />,
    <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
];

type DialogState = { mode: 'create' } | { mode: 'edit'; id: Identifier } | undefined;

const DialogToolbar = ({ onCancel }: { onCancel: () => void }) => {
    const translate = useTranslate();
    return (
        <Toolbar sx={{ gap: 1 }}>
            <GuardedSaveButton />
            <MuiButton onClick={onCancel}>{translate('oms.pages.template_table.cancel')}</MuiButton>
        </Toolbar>
    );
};

const TemplateRowForm = ({ onCancel }: { onCancel: () => void }) => (
    <SimpleForm toolbar={<DialogToolbar onCancel={onCancel} />}>
        <TextInput source="title" validate={templateRowRules.title} fullWidth />
        <SelectInput source="importance" choices={importanceChoices} validate={templateRowRules.importance} />
        <SelectInput source="status" choices={statusChoices} validate={templateRowRules.status} />
        <DateTimeInput source="displayTime" validate={templateRowRules.displayTime} />
    </SimpleForm>
);

const loading = (
    <Box sx={{ display: 'grid', placeItems: 'center', p: 4 }}>
        <CircularProgress />
    </Box>
);

const newRowDefaults = () => ({ importance: 1, status: 'draft', displayTime: new Date().toISOString(), pageviews: 0 });

/** The create form; its defaults are fixed when it opens (a fresh record on every render would reset the form). */
const TemplateRowCreate = ({ onSuccess, onCancel }: { onSuccess: () => void; onCancel: () => void }) => {
    const [record] = useState(newRowDefaults);
    return (
        <CreateBase resource={TEMPLATE_ROWS_RESOURCE} redirect={false} record={record} mutationOptions={{ onSuccess }}>
            <TemplateRowForm onCancel={onCancel} />
        </CreateBase>
    );
};

/**
 * The create or edit dialog. It closes only on success (toast "Save success"); a refused save leaves it open with
 * what was typed, react-admin having shown the server's message.
 */
const TemplateRowDialog = ({ state, onClose }: { state: DialogState; onClose: () => void }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const refresh = useRefresh();

    const onSaved = useCallback(() => {
        notify('oms.toast.save_success', { type: 'success' });
        onClose();
    }, [notify, onClose]);

    const onCreated = useCallback(() => {
        onSaved();
        // A new row may land on any page of the current sort: ask the server again.
        refresh();
    }, [onSaved, refresh]);

    // What the dialog shows stays while it fades out after closing.
    const [shown, setShown] = useState(state);
    if (state && state !== shown) setShown(state);

    let title = '';
    let body: ReactNode = null;
    if (shown?.mode === 'edit') {
        title = translate('oms.pages.template_table.edit_title', { id: shown.id });
        body = (
            <EditBase
                resource={TEMPLATE_ROWS_RESOURCE}
                id={shown.id}
                mutationMode="pessimistic"
                redirect={false}
                mutationOptions={{ onSuccess: onSaved }}
                loading={loading}
            >
                <TemplateRowForm onCancel={onClose} />
            </EditBase>
        );
    } else if (shown?.mode === 'create') {
        title = translate('oms.pages.template_table.create_title');
        body = <TemplateRowCreate onSuccess={onCreated} onCancel={onClose} />;
    }

    return (
        <Dialog open={!!state} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="template-row-dialog-title">
            <DialogTitle id="template-row-dialog-title">{title}</DialogTitle>
            <DialogContent sx={{ p: 0 }}>{body}</DialogContent>
        </Dialog>
    );
};


/**
 * /template/table (hidden): the developer template of the standard list page — filter bar, sortable table and
 * pagination served by the server, create and edit in a dialog. Copy this to start a list screen.
 */
export const TemplateTablePage = () => {
    const translate = useTranslate();
    const [dialog, setDialog] = useState<DialogState>();
    const close = useCallback(() => setDialog(undefined), []);

    return (
        <>
            <List
                resource={TEMPLATE_ROWS_RESOURCE}
                title="routes.general.templateTable"
                sort={{ field: 'displayTime', order: 'DESC' }}
                perPage={10}
                filters={filters}
                exporter={false}
                actions={
                    <TopToolbar>
                        <MuiButton size="small" startIcon={<AddIcon />} onClick={() => setDialog({ mode: 'create' })}>
                            {translate('oms.pages.template_table.create')}
                        </MuiButton>
                    </TopToolbar>
                }
            >
                <DataTable<TemplateRow> rowClick={false} bulkActionButtons={false}>
                    <DataTable.Col source="id" />
                    <DataTable.Col source="title" />
                    <DataTable.Col source="author" />
                    <DataTable.Col source="importance">
                        <SelectField source="importance" choices={importanceChoices} />
                    </DataTable.Col>
                    <DataTable.Col<TemplateRow> source="status" render={record => (
                            <StatusChip status={record.status} labelKeyPrefix="oms.pages.template_table.status" colours={STATUS_COLOURS} />
                        )} />
                    <DataTable.Col source="displayTime">
                        <LocaleDateField source="displayTime" showTime />
                    </DataTable.Col>
                    <DataTable.NumberCol source="pageviews" />
                    <DataTable.Col<TemplateRow>
                        label={false}
                        render={record => (
                            <MuiButton
                                size="small"
                                startIcon={<EditIcon />}
                                aria-label={`${translate('oms.pages.template_table.edit')} ${record.id}`}
                                onClick={() => setDialog({ mode: 'edit', id: record.id })}
                            >
                                {translate('oms.pages.template_table.edit')}
                            </MuiButton>
                        )}
                    />
                </DataTable>
            </List>
            <TemplateRowDialog state={dialog} onClose={close} />
        </>
    );
};

export default TemplateTablePage;
