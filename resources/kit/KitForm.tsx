import type { ReactElement } from 'react';
import { FormTab, required, SimpleForm, TabbedForm } from 'react-admin';
import { inputFor } from './fields';
import { useKit } from './KitContext';
import { validateRecord } from './validate';
import type { FieldDescription } from './types';

const REQUIRED = [required()];

/**
 * The create and edit form of a resource: its inputs from the description (tabs when it has them), validated as
 * a whole by the resource's one validator (the mock runs the same one on every write), and a warning before
 * leaving with unsaved changes.
 */
export const KitForm = ({ toolbar }: { toolbar?: ReactElement | false }) => {
    const { entry, description, rules } = useKit();
    const validate = (values: Record<string, unknown>) => validateRecord(description, values, rules);
    const editable = description.fields.filter(field => !field.formHidden);
    const input = (field: FieldDescription) => (
        <span key={field.source}>{inputFor(entry.collection, field, field.required && !field.readOnly ? REQUIRED : undefined)}</span>
    );
    if (!description.tabs || description.tabs.length < 2) {
        return (
            <SimpleForm validate={validate} warnWhenUnsavedChanges toolbar={toolbar} sx={{ maxWidth: 720 }}>
                {editable.map(input)}
            </SimpleForm>
        );
    }
    return (
        <TabbedForm validate={validate} warnWhenUnsavedChanges toolbar={toolbar}>
            {description.tabs.map(tab => (
                <FormTab key={tab} label={`resources.${entry.collection}.tabs.${tab}`} sx={{ maxWidth: 720 }}>
                    {editable.filter(field => (field.tab ?? description.tabs![0]) === tab).map(input)}
                </FormTab>
            ))}
        </TabbedForm>
    );
};
