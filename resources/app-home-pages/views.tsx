import { DataTable, TextField } from 'react-admin';
import { KitForm } from '../kit/KitForm';
import { KitList } from '../kit/KitList';
import { KitRecordPage } from '../kit/KitRecordPage';
import type { ResourceViews } from '../kit/types';
import { LIVE_NOW_COLUMN } from '../app-common/LiveNowColumn';
import { CopyVersionButton } from './CopyVersionButton';
import { ModulesInput } from './ModulesInput';

const AFTER = [
    LIVE_NOW_COLUMN,
    <DataTable.Col key="copy" label="resources.app-home-pages.copy.button" disableSort>
        <CopyVersionButton />
    </DataTable.Col>,
];

const INPUTS = { modules: <ModulesInput /> };
/** A page ID is a code, read as written (1002), not a quantity grouped in thousands. */
const CELLS = { pageId: <TextField source="pageId" /> };

/** The versions with the "Now" column and a copy on each row; a row opens the version's editor. */
const HomePageList = () => <KitList columnsAfter={AFTER} cells={CELLS} />;
/** The version's editor (/app/appHome-new/edit/:id): its fields, then its modules with the V1 module's inputs. */
const HomePageEditor = () => <KitRecordPage form={<KitForm inputs={INPUTS} />} />;

const views: Partial<ResourceViews> = { list: HomePageList, edit: HomePageEditor, create: HomePageEditor };

export default views;
