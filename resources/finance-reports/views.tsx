import { KitList } from '../kit/KitList';
import type { ResourceViews } from '../kit/types';
import { MonthlyChart } from './MonthlyChart';

/** The report's list (the kit's), then its sales, returns and net per month as a chart with its figures. */
const FinanceReportList = () => (
    <>
        <KitList />
        <MonthlyChart />
    </>
);

const views: Partial<ResourceViews> = { list: FinanceReportList };
export default views;
