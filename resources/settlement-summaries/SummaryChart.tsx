import { useGetList, useListParams, useTranslate } from 'react-admin';
import { formatMoney } from '../../ui';
import { BarsWithFigures } from '../../ui/BarsWithFigures';
import { useSessionUser } from '../../ui/session/useSessionUser';
import { fromMinor, toMinor } from '../settlement-common/model';
import { PROVIDER_KEYS } from '../settlement-common/providers';
import { description } from './index';

const C = 'settlement-summaries';
const R = `resources.${C}`;
const SERIES = ['orderAmount', 'settledAmount', 'feeAmount', 'diffAmount'] as const;
/** Every day of every provider: five providers over the 45 days reconciled are some 225 rows. */
const ALL_ROWS = { page: 1, perPage: 1000 };

/**
 * Orders against settled per provider (@mui/x-charts, loaded with this screen only): the server's rows under the
 * list's own filter, added up in minor units, so the chart and the table agree to the unit. The figures are also a
 * table beside it, for a screen reader and a copy-paste.
 */
export const SummaryChart = () => {
    const translate = useTranslate();
    const siteCode = useSessionUser()?.site?.siteCode;
    const [{ filterValues }] = useListParams({ resource: C, sort: description.sort });
    const { data: rows = [] } = useGetList(C, { filter: filterValues, pagination: ALL_ROWS, sort: { field: 'period', order: 'ASC' } });
    const providers = PROVIDER_KEYS.filter(key => rows.some(row => row.provider === key));
    const totals = providers.map(key => {
        const own = rows.filter(row => row.provider === key);
        const sum = (source: (typeof SERIES)[number]) => fromMinor(own.reduce((total, row) => total + toMinor(row[source]), 0));
        return { key, orderAmount: sum('orderAmount'), settledAmount: sum('settledAmount'), feeAmount: sum('feeAmount'), diffAmount: sum('diffAmount') };
    });
    return (
        <BarsWithFigures
            title={translate('resources.settlement-common.chart.title')}
            titleId="settlement-summary-by-provider"
            categoryLabel={translate(`${R}.fields.provider`)}
            categories={totals.map(total => ({ key: total.key, name: translate(`${R}.choices.provider.${total.key}`) }))}
            series={SERIES.map(source => ({ key: source, label: translate(`${R}.fields.${source}`), values: totals.map(total => total[source]) }))}
            money={amount => formatMoney(amount ?? 0, siteCode)}
            axisWidth={90}
        />
    );
};
