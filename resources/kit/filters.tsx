import type { ReactElement } from 'react';
import { Stack } from '@mui/material';
import { AutocompleteInput, DateInput, ReferenceInput, SearchInput, SelectInput, TextInput } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { format } from 'date-fns';
import { DatePresetButtons, dayOnly, endOfDay } from '../../ui';
import type { FieldDescription } from './types';
import { choicesOf } from './choices';

/** Day strings for the date filters: the range is inclusive of its last day. */
const day = (date: Date) => format(date, 'yyyy-MM-dd');

/** A date range filter (`field_gte`, `field_lte`) with the spec's presets: last week, last month, last three months. */
const DateRangeFilter = ({ source }: { source: string; alwaysOn?: boolean }) => {
    const form = useFormContext();
    return (
        <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 0.5 }}>
            <DateInput source={`${source}_gte`} label={`resources.kit.filters.from`} format={dayOnly} helperText={false} />
            <DateInput source={`${source}_lte`} label={`resources.kit.filters.to`} format={dayOnly} parse={endOfDay} helperText={false} />
            <DatePresetButtons
                onPick={([from, to]) => {
                    form.setValue(`${source}_gte`, day(from), { shouldDirty: true });
                    form.setValue(`${source}_lte`, endOfDay(day(to)), { shouldDirty: true });
                }}
            />
        </Stack>
    );
};

/** The filter bar of a kit list: a full-text search, then a filter per described filter field (all in the URL). */
export const filtersFor = (collection: string, fields: readonly FieldDescription[]): ReactElement[] => [
    <SearchInput key="q" source="q" alwaysOn />,
    ...fields
        .filter(field => field.filter)
        .map(field => {
            const alwaysOn = field.filter === 'alwaysOn';
            const key = field.source;
            switch (field.type) {
                case 'enum':
                case 'bool':
                    return field.type === 'bool' ? (
                        <SelectInput key={key} source={field.source} alwaysOn={alwaysOn} choices={[{ id: 'true', name: 'ra.boolean.true' }, { id: 'false', name: 'ra.boolean.false' }]} />
                    ) : (
                        <SelectInput key={key} source={field.source} alwaysOn={alwaysOn} choices={choicesOf(collection, field)} />
                    );
                case 'ref':
                    return (
                        <ReferenceInput key={key} source={field.source} reference={field.reference!} alwaysOn={alwaysOn}>
                            <AutocompleteInput sx={{ minWidth: 220 }} />
                        </ReferenceInput>
                    );
                case 'date':
                case 'datetime':
                    return <DateRangeFilter key={key} source={field.source} alwaysOn={alwaysOn} />;
                default:
                    return <TextInput key={key} source={`${field.source}_q`} label={`resources.${collection}.fields.${field.source}`} alwaysOn={alwaysOn} />;
            }
        }),
];
