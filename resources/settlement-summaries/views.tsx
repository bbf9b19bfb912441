import { KitList } from '../kit/KitList';
import type { ResourceViews } from '../kit/types';
import { SummaryChart } from './SummaryChart';

/** The summary's rows, and below them orders against settled per provider (the table stays the first). */
const SummaryList = () => (
    <>
        <KitList />
        <SummaryChart />
    </>
);

const views: Partial<ResourceViews> = { list: SummaryList };
export default views;
