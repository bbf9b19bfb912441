import { Fragment, type ReactElement } from 'react';
import { DeleteButton, FormTab, required, SimpleForm, TabbedForm, Toolbar } from 'react-admin';
import { Box } from '@mui/material';
import { inputFor } from './fields';
import { KeptDraft } from './KeptDraft';
import { useKit } from './KitContext';
import { validateRecord } from './validate';
import { nestFieldErrors } from './nestFieldErrors';
import type { FieldDescription } from './types';
import { GuardedSaveButton } from '../../ui/GuardedSaveButton';
import { useShownTabs } from './useShownTabs';

const REQUIRED = [required()];

/**
 * The create and edit form of a resource: its inputs from the description (tabs when it has them), validated as
 * a whole by the resource's one validator (the mock runs the same one on every write), a warning before leaving
 * with unsaved changes, and unsaved changes kept when the session ends or the tab closes (KeptDraft).
 */
export const KitForm = ({
    toolbar: toolbarProp,
    inputs,
}: {
    toolbar?: ReactElement | false;
    /** A field's input drawn by the view instead of by its type (a purchase order's lines as rows …). */
    inputs?: Readonly<Record<string, ReactElement>>;
}) => {
    const { entry, description, rules } = useKit();
    const tabs = useShownTabs(description);
    // Save (with the click guard), and delete only where the description allows it (react-admin's default toolbar always offers delete).
    const toolbar = toolbarProp ?? (
        <Toolbar sx={{ justifyContent: 'space-between' }}>
            <GuardedSaveButton />
            {description.actions?.delete && <DeleteButton redirect={() => entry.paths.list} />}
        </Toolbar>
    );
    const validate = (values: Record<string, unknown>) => nestFieldErrors(validateRecord(description, values, rules));
    // The fields of the tabs shown (a tab whose resource code is not granted hides its fields too).
    const editable = description.fields.filter(field => !field.formHidden && (!description.tabs?.length || tabs.includes(field.tab ?? description.tabs[0])));
    const input = (field: FieldDescription) => (
        <Fragment key={field.source}>
            {inputs?.[field.source] ?? inputFor(entry.collection, field, field.required && !field.readOnly ? REQUIRED : undefined)}
        </Fragment>
    );
    // noValidate (both forms): the resource's validator speaks, in the user's language, at the field and on its tab. The
    // browser's own check of an input's min and max stopped the save without a word when that input was on a tab not shown.
    if (tabs.length < 2) {
        return (
            <SimpleForm validate={validate} noValidate warnWhenUnsavedChanges toolbar={toolbar} sx={{ maxWidth: 720 }}>
                <KeptDraft />
                {editable.map(input)}
            </SimpleForm>
        );
    }
    return (
        // Tabs by state, not by URL: the record's URL is the spec's path, with no tab segment below it.
        // A tabbed form's children are its tabs: the kept draft's notice sits above the toolbar.
        <TabbedForm
            validate={validate}
            noValidate
            warnWhenUnsavedChanges
            toolbar={
                <>
                    <Box sx={{ px: 2 }}>
                        <KeptDraft />
                    </Box>
                    {toolbar}
                </>
            }
            syncWithLocation={false}
        >
            {tabs.map(tab => (
                <FormTab key={tab} label={`resources.${entry.collection}.tabs.${tab}`} sx={{ maxWidth: 720 }}>
                    {editable.filter(field => (field.tab ?? description.tabs![0]) === tab).map(input)}
                </FormTab>
            ))}
        </TabbedForm>
    );
};
