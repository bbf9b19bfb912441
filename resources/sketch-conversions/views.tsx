import { DataTable, useRecordContext } from 'react-admin';
import { KitList } from '../kit/KitList';
import { HtmlPreviewButton } from '../kit/HtmlPreviewButton';
import type { ResourceViews } from '../kit/types';

/** A conversion's HTML as the site would show it. */
const ResultPreview = () => {
    const record = useRecordContext();
    return record?.htmlResult ? <HtmlPreviewButton read={() => ({ html: record.htmlResult, title: String(record.name ?? '') })} /> : null;
};

const PREVIEW = [
    <DataTable.Col key="result-preview" label="resources.kit.preview.open">
        <ResultPreview />
    </DataTable.Col>,
];

const SketchList = () => <KitList columnsBefore={PREVIEW} />;

const views: Partial<ResourceViews> = { list: SketchList };

export default views;
