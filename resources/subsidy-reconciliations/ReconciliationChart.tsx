import { useGetList, useListParams, useTranslate } from 'react-admin';
import { formatMoney } from '../../ui';
import { BarsWithFigures } from '../../ui/BarsWithFigures';
import { fromFen, SUBSIDY_SITE, toFen } from '../subsidy-common/model';
import { description } from './index';

const C = 'subsidy-reconciliations';
const R = `resources.${C}`;
const TITLE_ID = 'subsidy-reconciliation-by-province';
const SERIES = ['subsidyClaimed', 'subsidyReceived', 'diffAmount'] as const;
/** Every month of every province: the programme's ten provinces over a year are some 120 rows. */
const ALL_ROWS = { page: 1, perPage: 1000 };

/**
 * Subsidy claimed, received and the difference per province (@mui/x-charts, loaded with this screen only), in yuan:
 * the server's rows under the list's own filter, added up in fen, so the chart and the table agree to the fen. The
 * figures are also a table beside it, for a screen reader and a copy-paste.
 */
export const ReconciliationChart = () => {
    const translate = useTranslate();
    const [{ filterValues }] = useListParams({ resource: C, sort: description.sort });
    const { data: rows = [] } = useGetList(C, { filter: filterValues, pagination: ALL_ROWS, sort: { field: 'period', order: 'ASC' } });
    const provinceIds = [...new Set(rows.map(row => row.provinceId))].sort((a, b) => Number(a) - Number(b));
    const { data: provinces = [] } = useGetList('subsidy-provinces', { filter: { id: provinceIds }, pagination: ALL_ROWS }, { enabled: provinceIds.length > 0 });
    const nameOf = (id: unknown) => String(provinces.find(province => province.id === id)?.provinceName ?? id);
    const totals = provinceIds.map(id => {
        const own = rows.filter(row => row.provinceId === id);
        const sum = (source: (typeof SERIES)[number]) => fromFen(own.reduce((total, row) => total + toFen(row[source]), 0));
        return { id, name: nameOf(id), subsidyClaimed: sum('subsidyClaimed'), subsidyReceived: sum('subsidyReceived'), diffAmount: sum('diffAmount') };
    });
    const money = (amount: number | null) => formatMoney(amount ?? 0, SUBSIDY_SITE);
    return (
        <BarsWithFigures
            title={translate(`${R}.chart.title`)}
            titleId={TITLE_ID}
            categoryLabel={translate(`${R}.fields.provinceId`)}
            categories={totals.map(total => ({ key: String(total.id), name: total.name }))}
            series={SERIES.map(source => ({ key: source, label: translate(`${R}.fields.${source}`), values: totals.map(total => total[source]) }))}
            money={money}
            axisWidth={90}
        />
    );
};
