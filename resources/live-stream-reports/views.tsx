import { KitList } from '../kit/KitList';
import type { ResourceViews } from '../kit/types';
import { useFormatDateTime } from '../../ui';
import { description } from './index';
import { FiguresChart } from './FiguresChart';

/** GMV of the last 20 sessions the list's filter selects, oldest first, each named by its title and start. */
const SessionsChart = () => {
    const formatDateTime = useFormatDateTime();
    return (
        <FiguresChart
            collection="live-stream-reports"
            sort={description.sort!}
            categoryField="startTime"
            labelField="liveId"
            nameOf={row => `${String(row.title)} (${formatDateTime(String(row.startTime))})`}
            series={['gmv']}
            max={20}
            titleId="live-stream-gmv"
        />
    );
};

/** The report's list (the kit's), then GMV per session as a chart with its figures. */
const LiveStreamReportList = () => (
    <>
        <KitList />
        <SessionsChart />
    </>
);

const views: Partial<ResourceViews> = { list: LiveStreamReportList };
export default views;
