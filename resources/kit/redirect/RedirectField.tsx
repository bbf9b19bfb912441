import type { ReactElement } from 'react';
import { Labeled, useRecordContext } from 'react-admin';
import { fieldFor } from '../fields';
import { useKit } from '../KitContext';
import { REDIRECT_PARTS, REDIRECT_TYPE_PARTS, redirectField, type RedirectType } from './redirect';

/**
 * The redirect block read on a record page: the type, then only the parts that type uses (a record keeps what the
 * other types would have used, which no longer says where a tap leads).
 */
export const RedirectField = ({ prefix }: { prefix: string }) => {
    const record = useRecordContext();
    const { entry, description } = useKit();
    const type = record?.[redirectField(prefix, 'Type')] as RedirectType | undefined;
    const { parts } = (type && REDIRECT_TYPE_PARTS[type]) || REDIRECT_TYPE_PARTS.none;
    const shown = [redirectField(prefix, 'Type'), ...parts.map(part => redirectField(prefix, part))];
    return (
        <>
            {shown.map(source => {
                const field = description.fields.find(item => item.source === source);
                return field ? (
                    <Labeled key={source} source={source}>
                        {fieldFor(entry.collection, field)}
                    </Labeled>
                ) : null;
            })}
        </>
    );
};

/**
 * The KitShowLayout `fields` of a description with the block: the type's place reads the whole block, the parts'
 * places nothing (the block reads them).
 */
export const redirectShowFields = (prefix: string): Record<string, ReactElement | null> => ({
    [redirectField(prefix, 'Type')]: <RedirectField prefix={prefix} />,
    ...Object.fromEntries(REDIRECT_PARTS.map(part => [redirectField(prefix, part), null])),
});
