import { DataTable } from 'react-admin';
import { KitList } from '../kit/KitList';
import type { ResourceViews } from '../kit/types';
import { LanguagesButton } from './LanguagesButton';

const COLUMNS = [
    <DataTable.Col key="languages" label="resources.kit.actions" align="right">
        <LanguagesButton />
    </DataTable.Col>,
];

/** The UI texts' list, each row with its key's texts in every language side by side. */
const SupportTextList = () => <KitList columnsAfter={COLUMNS} />;

const views: Partial<ResourceViews> = { list: SupportTextList };
export default views;
