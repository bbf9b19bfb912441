import { DataTable, Toolbar, useRecordContext } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { HtmlPreviewButton } from '../kit/HtmlPreviewButton';
import { KitForm } from '../kit/KitForm';
import { KitList } from '../kit/KitList';
import { KitRecordPage } from '../kit/KitRecordPage';
import type { ResourceViews } from '../kit/types';
import { GuardedSaveButton } from '../../ui/GuardedSaveButton';
import { pageHtml } from './preview';

/** A row's page as the app would show it (sanitised, in a sandboxed frame). */
const RowPreview = () => {
    const record = useRecordContext();
    return record ? <HtmlPreviewButton read={() => ({ html: pageHtml(record), title: String(record.pageName ?? '') })} /> : null;
};

const PREVIEW = [
    <DataTable.Col key="page-preview" label="resources.kit.preview.open">
        <RowPreview />
    </DataTable.Col>,
];

/** The form's page as edited, before it is saved. */
const FormPreview = () => {
    const { getValues } = useFormContext();
    return <HtmlPreviewButton color="inherit" read={() => ({ html: pageHtml(getValues()), title: String(getValues('pageName') ?? '') })} />;
};

const TOOLBAR = (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
        <GuardedSaveButton />
        <FormPreview />
    </Toolbar>
);

const CustomPageList = () => <KitList columnsBefore={PREVIEW} />;
const CustomPageRecord = () => <KitRecordPage form={<KitForm toolbar={TOOLBAR} />} />;

const views: Partial<ResourceViews> = { list: CustomPageList, edit: CustomPageRecord, create: CustomPageRecord };

export default views;
