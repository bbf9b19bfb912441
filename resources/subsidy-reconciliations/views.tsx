import { KitList } from '../kit/KitList';
import type { ResourceViews } from '../kit/types';
import { ReconciliationChart } from './ReconciliationChart';

/** The reconciliation's rows, and below them claimed against received per province (the table stays the first). */
const ReconciliationList = () => (
    <>
        <KitList />
        <ReconciliationChart />
    </>
);

const views: Partial<ResourceViews> = { list: ReconciliationList };
export default views;
