import { cloneElement, use, type ReactElement } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { ArrayInput, required, SimpleFormIterator, useSimpleFormIteratorItem, useStore, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { ensureResourceMessages } from '../texts';
import { inputFor } from '../kit/fields';
import { KitList } from '../kit/KitList';
import type { FieldDescription, ResourceViews } from '../kit/types';
import { ENTRY_FIELDS, type RankingEntry } from './entries';
import { LIST_TYPES, type ListType } from './rules';

const COLLECTION = 'ranking-lists';
const REQUIRED = [required()];
/**
 * The entries pick an SPU (the SPU selection dialog) and a SKU, references the kit finds only in a description's
 * fields: their texts load with this screen.
 */
const referenceTexts = ensureResourceMessages(['spu', 'skus']);
/** Where react-admin's store keeps the chosen tab. */
const TAB_KEY = `${COLLECTION}.listType`;

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
    use(referenceTexts);
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
 * The three tabs of the spec (Best Seller, Trending Now, Top Picks) over a list's `type`: a filter the server applies
 * (react-admin's permanent filter, so the filter bar and saved views stay the user's own); the chosen tab is kept in
 * react-admin's store for the next visit.
 */
const RankingLists = () => {
    const translate = useTranslate();
    const [type, setType] = useStore<ListType>(TAB_KEY, LIST_TYPES[0]);
    const current = LIST_TYPES.includes(type) ? type : LIST_TYPES[0];
    return (
        <>
            <Tabs value={current} onChange={(_, next: ListType) => setType(next)} aria-label={translate('resources.ranking-lists.tabs_label')} sx={{ mt: 1 }}>
                {LIST_TYPES.map(value => (
                    <Tab key={value} value={value} label={translate(`resources.ranking-lists.choices.type.${value}`)} />
                ))}
            </Tabs>
            <KitList filter={{ type: current }} dialogInputs={{ entries: <EntriesInput /> }} />
        </>
    );
};

const views: Partial<ResourceViews> = { list: RankingLists };

export default views;
