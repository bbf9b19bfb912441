import { KitList } from '../kit/KitList';
import type { ResourceViews } from '../kit/types';
import { useFormatDateTime } from '../../ui';
import { FiguresChart } from '../live-stream-reports/FiguresChart';
import { description } from './index';

/** GMV of the last 31 days the list's filter selects, oldest first: the trend (the average order value, a hundredth of it, would not show beside it). */
const TrendChart = () => {
    const formatDateTime = useFormatDateTime();
    return (
        <FiguresChart
            collection="daily-reports"
            sort={description.sort!}
            categoryField="date"
            nameOf={row => formatDateTime(String(row.date), { time: false })}
            series={['gmv']}
            max={31}
            titleId="daily-report-trend"
        />
    );
};

/** The report's list (the kit's, its rows open the note's dialog), then the GMV trend as a chart with its figures. */
const DailyReportList = () => (
    <>
        <KitList />
        <TrendChart />
    </>
);

const views: Partial<ResourceViews> = { list: DailyReportList };
export default views;
