import { DataTable, useRecordContext } from 'react-admin';
import { KitList } from '../kit/KitList';
import { HtmlPreviewButton } from '../kit/HtmlPreviewButton';
import type { ResourceViews } from '../kit/types';

/** The security page's body as the site would show it (sanitised, in a sandboxed frame). */
const SecurityPreview = () => {
    const record = useRecordContext();
    return record ? <HtmlPreviewButton read={() => ({ html: record.body, title: String(record.title ?? '') })} /> : null;
};

const PREVIEW = [
    <DataTable.Col key="security-preview" label="resources.kit.preview.open">
        <SecurityPreview />
    </DataTable.Col>,
];

const SecurityPageList = () => <KitList columnsBefore={PREVIEW} />;

const views: Partial<ResourceViews> = { list: SecurityPageList };

export default views;
