import { cloneElement, type ReactElement } from 'react';
import Box from '@mui/material/Box';
import { ArrayInput, required, SimpleFormIterator, useTranslate } from 'react-admin';
import { inputFor } from '../kit/fields';
import type { FieldDescription } from '../kit/types';
import { SPEC_ROW_FIELDS, type SpecList } from './specRows';

const COLLECTION = 'spec-comparisons';
const REQUIRED = [required()];

/** What a new spec starts with: shown, and ranked after the ones above it is the user's to say. */
const ROW_DEFAULTS: Readonly<Record<string, unknown>> = { displayStatus: 'display' };

/** A spec's input: the kit's own for the field's type, labelled `resources.spec-comparisons.spec.{source}`. */
const rowInput = (field: FieldDescription): ReactElement => {
    const input = inputFor(COLLECTION, field, field.required ? REQUIRED : undefined) as ReactElement<Record<string, unknown>>;
    const props: Record<string, unknown> = { label: `resources.${COLLECTION}.spec.${field.source}` };
    if (ROW_DEFAULTS[field.source] !== undefined) props.defaultValue = ROW_DEFAULTS[field.source];
    return (
        <Box key={field.source} sx={{ flex: field.type === 'image' ? '1 1 100%' : '1 1 150px', minWidth: 0 }}>
            {cloneElement(input, props)}
        </Box>
    );
};

/**
 * A comparison's key or detailed specs as rows (react-admin's ArrayInput around the kit's inputs of specRows.ts).
 * The record's rules check them as a whole and speak at the list, naming the row.
 */
export const SpecRowsInput = ({ source }: { source: SpecList }) => {
    const translate = useTranslate();
    return (
        <Box sx={{ width: '100%' }}>
            <ArrayInput source={source} label={`resources.${COLLECTION}.fields.${source}`}>
                <SimpleFormIterator
                    inline
                    getItemLabel={index => translate(`resources.${COLLECTION}.spec.row`, { row: index + 1 })}
                    sx={{ '& .RaSimpleFormIterator-form': { flexWrap: 'wrap', width: '100%' } }}
                >
                    {SPEC_ROW_FIELDS.map(rowInput)}
                </SimpleFormIterator>
            </ArrayInput>
        </Box>
    );
};
