import { DataTable } from 'react-admin';
import { KitList } from '../kit/KitList';
import type { ResourceViews } from '../kit/types';
import { AuditLink } from './AuditLink';

/** The claims with each row's way to its province's form. */
const COLUMNS_BEFORE = [
    <DataTable.Col key="audit" label="resources.kit.actions" align="right">
        <AuditLink />
    </DataTable.Col>,
];

const AuditList = () => <KitList columnsBefore={COLUMNS_BEFORE} />;

const views: Partial<ResourceViews> = { list: AuditList };
export default views;
