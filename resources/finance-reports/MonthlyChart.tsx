import { useQuery } from '@tanstack/react-query';
import { useListParams, useTranslate } from 'react-admin';
import { api } from '../../providers/httpClient';
import { formatMoney } from '../../ui';
import { BarsWithFigures } from '../../ui/BarsWithFigures';
import { useSessionUser } from '../../ui/session/useSessionUser';
import { description } from './index';
import { MONTHLY_PATH, type MonthTotals } from './monthly';

const C = 'finance-reports';
const R = `resources.${C}`;
const TITLE_ID = 'finance-report-by-month';
const SERIES = ['salesAmount', 'returnAmount', 'netAmount'] as const;

/**
 * Sales, returns and net per month (@mui/x-charts, loaded with this screen only), in the site's currency, summed by
 * the server from the report's rows the list's own filter selects (read as the list reads it), so the chart and the
 * table agree. Its figures are also a table beside it: what a screen reader and a copy-paste read.
 */
export const MonthlyChart = () => {
    const translate = useTranslate();
    const siteCode = useSessionUser()?.site?.siteCode;
    const [{ filterValues }] = useListParams({ resource: C, sort: description.sort });
    const { data = [] } = useQuery({
        queryKey: [C, 'monthly', siteCode, filterValues],
        queryFn: async () => (await api.get<MonthTotals[]>(MONTHLY_PATH, { params: { filter: JSON.stringify(filterValues) }, notifyErrors: false })).data,
        retry: false,
    });
    const money = (amount: number | null) => formatMoney(amount ?? 0, siteCode);
    return (
        <BarsWithFigures
            title={translate(`${R}.chart.title`)}
            titleId={TITLE_ID}
            categoryLabel={translate(`${R}.fields.month`)}
            categories={data.map(month => ({ key: month.month, name: month.month }))}
            series={SERIES.map(source => ({ key: source, label: translate(`${R}.fields.${source}`), values: data.map(month => month[source]) }))}
            money={money}
            axisWidth={110}
        />
    );
};
