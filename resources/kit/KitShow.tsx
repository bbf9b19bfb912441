import { Fragment, type ReactElement } from 'react';
import { Labeled, SimpleShowLayout, TabbedShowLayout } from 'react-admin';
import { fieldFor } from './fields';
import { useKit } from './KitContext';
import type { FieldDescription } from './types';
import { useShownTabs } from './useShownTabs';

/**
 * A read-only resource's record page: every described field, read as in the list (money in the site currency,
 * translated choices, sanitised rich text), in the description's tabs. Tabs switch by state: the record's URL is
 * the spec's path.
 */
export const KitShowLayout = ({
    fields,
}: {
    /** A field read by the view instead of by its type, with its own label (a redirect block …); null: not shown. */
    fields?: Readonly<Record<string, ReactElement | null>>;
} = {}) => {
    const { entry, description } = useKit();
    const tabs = useShownTabs(description);
    const field = (item: FieldDescription) =>
        fields && item.source in fields ? (
            fields[item.source] && <Fragment key={item.source}>{fields[item.source]}</Fragment>
        ) : (
            <Labeled key={item.source} source={item.source}>
                {fieldFor(entry.collection, item)}
            </Labeled>
        );
    // The fields of the tabs shown (a tab whose resource code is not granted hides its fields too).
    const shown = description.fields.filter(item => !description.tabs?.length || tabs.includes(item.tab ?? description.tabs[0]));
    if (tabs.length < 2) return <SimpleShowLayout>{shown.map(field)}</SimpleShowLayout>;
    return (
        <TabbedShowLayout syncWithLocation={false}>
            {tabs.map(tab => (
                <TabbedShowLayout.Tab key={tab} label={`resources.${entry.collection}.tabs.${tab}`}>
                    {description.fields.filter(item => (item.tab ?? description.tabs![0]) === tab).map(field)}
                </TabbedShowLayout.Tab>
            ))}
        </TabbedShowLayout>
    );
};

