import { DataTable, useRecordContext } from 'react-admin';
import { KitList } from '../kit/KitList';
import { HtmlPreviewButton } from '../kit/HtmlPreviewButton';
import type { ResourceViews } from '../kit/types';

/** A post's body as the app shows it: sanitised, in a sandboxed frame. */
const PostPreview = () => {
    const record = useRecordContext();
    return record ? <HtmlPreviewButton read={() => ({ html: record.content, title: String(record.title ?? '') })} /> : null;
};

const PREVIEW = [
    <DataTable.Col key="post-preview" label="resources.kit.preview.open">
        <PostPreview />
    </DataTable.Col>,
];

const DiscoverList = () => <KitList columnsAfter={PREVIEW} />;

const views: Partial<ResourceViews> = { list: DiscoverList };

export default views;
