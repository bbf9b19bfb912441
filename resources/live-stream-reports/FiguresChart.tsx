import { useGetList, useListParams, useTranslate, type RaRecord } from 'react-admin';
import { formatMoney } from '../../ui';
import { BarsWithFigures } from '../../ui/BarsWithFigures';
import { useSessionUser } from '../../ui/session/useSessionUser';

export interface FiguresChartProps {
    collection: string;
    /** The list's default sort (so the chart reads the list's filter as the list does). */
    sort: { field: string; order: 'ASC' | 'DESC' };
    /** The category of a row (its bar group): the field it is ordered by, and how it is named. */
    categoryField: string;
    /** The field whose label heads the categories' column (default the category field). */
    labelField?: string;
    nameOf: (row: RaRecord) => string;
    /** Money fields drawn as series. */
    series: readonly string[];
    /** Most rows drawn: the last ones in the category's order. */
    max: number;
    titleId: string;
}

/**
 * A report's money figures per row as bars with their figures beside them (@mui/x-charts, loaded with the report's
 * screen only), of the rows the list's own filter selects (read as the list reads it), in the category's order: the
 * chart and the table above it read the same rows of the server, so they never disagree.
 */
export const FiguresChart = ({ collection, sort, categoryField, labelField = categoryField, nameOf, series, max, titleId }: FiguresChartProps) => {
    const translate = useTranslate();
    const siteCode = useSessionUser()?.site?.siteCode;
    const [{ filterValues }] = useListParams({ resource: collection, sort });
    const { data = [] } = useGetList(collection, { filter: filterValues, sort: { field: categoryField, order: 'DESC' }, pagination: { page: 1, perPage: max } });
    const rows = [...data].reverse();
    const R = `resources.${collection}`;
    return (
        <BarsWithFigures
            title={translate(`${R}.chart.title`)}
            titleId={titleId}
            categoryLabel={translate(`${R}.fields.${labelField}`)}
            categories={rows.map(row => ({ key: String(row.id), name: nameOf(row) }))}
            series={series.map(source => ({ key: source, label: translate(`${R}.fields.${source}`), values: rows.map(row => Number(row[source]) || 0) }))}
            money={amount => formatMoney(amount ?? 0, siteCode)}
            axisWidth={110}
        />
    );
};
