import { DataTable, useRecordContext } from 'react-admin';
import { KitList } from '../kit/KitList';
import { HtmlPreviewButton } from '../kit/HtmlPreviewButton';
import type { ResourceViews } from '../kit/types';

/** A brand section as the site would show it (sanitised, in a sandboxed frame). */
const SectionPreview = () => {
    const record = useRecordContext();
    return record ? <HtmlPreviewButton read={() => ({ html: record.body, title: String(record.sectionTitle ?? '') })} /> : null;
};

const PREVIEW = [
    <DataTable.Col key="section-preview" label="resources.kit.preview.open">
        <SectionPreview />
    </DataTable.Col>,
];

const BrandSectionList = () => <KitList columnsBefore={PREVIEW} />;

const views: Partial<ResourceViews> = { list: BrandSectionList };

export default views;
