import { cloneElement, useEffect, type ReactElement } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { ArrayInput, required, SimpleFormIterator, useListContext, useSimpleFormIteratorItem, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { inputFor } from '../kit/fields';
import { KitList } from '../kit/KitList';
import type { FieldDescription, ResourceViews } from '../kit/types';
import { ENTRY_FIELDS, type RankingEntry } from './entries';
import { LIST_TYPES, type ListType } from './rules';

const COLLECTION = 'ranking-lists';
const REQUIRED = [required()];

/** What a new entry starts with: shown on the list, no virtual boost. */
const ENTRY_DEFAULTS: Readonly<Record<string, unknown>> = { rankingStatus: 'displaying', virtualHeat: 0, virtualPopularity: 0, virtualReviews: 0 };

const entryInput = (field: FieldDescription): ReactElement => {
    const input = inputFor(COLLECTION, field, field.required ? REQUIRED : undefined);
    const defaultValue = ENTRY_DEFAULTS[field.source];
    return (
        <Box key={field.source} sx={{ flex: field.type === 'ref' ? '2 1 220px' : '1 1 120px', minWidth: 0 }}>
            {defaultValue === undefined ? input : cloneElement(input as ReactElement<{ defaultValue?: unknown }>, { defaultValue })}
        </Box>
    );
};

/** The entry's heat, popularity and reviews as the server last computed them (real part from the SPU's activity). */
const EntryValues = () => {
    const translate = useTranslate();
    const { index } = useSimpleFormIteratorItem();
    const entry = useWatch({ name: `entries.${index}` }) as RankingEntry | undefined;
    const computed = entry?.realHeat !== undefined && entry.realPopularity !== undefined && entry.realReviews !== undefined;
    return (
        <Typography variant="body2" color="text.secondary" sx={{ flexBasis: '100%' }}>
            {computed ? translate('resources.ranking-lists.entry.values', { ...entry }) : translate('resources.ranking-lists.entry.computed_on_save')}
        </Typography>
    );
};

/**
 * A list's entries as rows: react-admin's ArrayInput and SimpleFormIterator around the kit's inputs of each entry
 * field (entries.ts). The list's rules (rules.ts) check every entry on each save and speak at `entries`.
 */
const EntriesInput = () => {
    const translate = useTranslate();
    return (
        <Box sx={{ width: '100%' }}>
            <ArrayInput source="entries" label="resources.ranking-lists.entry.title" validate={REQUIRED}>
                <SimpleFormIterator
                    inline
                    getItemLabel={index => translate('resources.ranking-lists.entry.number', { entry: index + 1 })}
                    sx={{ '& .RaSimpleFormIterator-form': { flexWrap: 'wrap', width: '100%' } }}
                >
                    {ENTRY_FIELDS.map(entryInput)}
                    <EntryValues />
                </SimpleFormIterator>
            </ArrayInput>
        </Box>
    );
};

/**
 * The three tabs of the spec (Best Seller, Trending Now, Top Picks) over the list's `type` filter, which react-admin
 * keeps in the URL: the server filters, pages and sorts each tab. Without a type in the URL, the first tab.
 */
const ListTypeTabs = () => {
    const translate = useTranslate();
    const { filterValues, setFilters, displayedFilters } = useListContext();
    const current = LIST_TYPES.includes(filterValues.type as ListType) ? (filterValues.type as ListType) : undefined;
    useEffect(() => {
        if (!current) setFilters({ ...filterValues, type: LIST_TYPES[0] }, displayedFilters);
    }, [current, filterValues, setFilters, displayedFilters]);
    return (
        <Tabs
            value={current ?? LIST_TYPES[0]}
            onChange={(_, type: ListType) => setFilters({ ...filterValues, type }, displayedFilters)}
            aria-label={translate('resources.ranking-lists.tabs_label')}
            sx={{ order: -1, mr: 'auto' }}
        >
            {LIST_TYPES.map(type => (
                <Tab key={type} value={type} label={translate(`resources.ranking-lists.choices.type.${type}`)} />
            ))}
        </Tabs>
    );
};

const RankingLists = () => <KitList actions={<ListTypeTabs />} dialogInputs={{ entries: <EntriesInput /> }} />;

const views: Partial<ResourceViews> = { list: RankingLists };

export default views;
