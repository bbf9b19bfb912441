import { DataTable, useRecordContext } from 'react-admin';
import { KitList } from '../kit/KitList';
import { HtmlPreviewButton } from '../kit/HtmlPreviewButton';
import type { ResourceViews } from '../kit/types';

/** A policy's body as the site would show it. */
const PolicyPreview = () => {
    const record = useRecordContext();
    return record ? <HtmlPreviewButton read={() => ({ html: record.body, title: String(record.title ?? '') })} /> : null;
};

const PREVIEW = [
    <DataTable.Col key="policy-preview" label="resources.kit.preview.open">
        <PolicyPreview />
    </DataTable.Col>,
];

const PolicyList = () => <KitList columnsBefore={PREVIEW} />;

const views: Partial<ResourceViews> = { list: PolicyList };

export default views;
