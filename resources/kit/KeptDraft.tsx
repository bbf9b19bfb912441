import { useEffect, useRef, useState } from 'react';
import { Alert, Button } from '@mui/material';
import { useFormContext, useWatch } from 'react-hook-form';
import { useRecordContext, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { sessionUser } from '../../base/session/sessionUser';
import { draftKey, dropDraft, readDraft, writeDraft } from './formDrafts';

/**
 * Keeps a record form's unsaved values (formDrafts.ts) and brings them back:
 * - while the form has changes, they are kept under the account and the screen's path;
 * - when the session ends under the form (a save answered 401, the user is sent to sign in), they stay kept and the
 *   form lets the sign-in page open without asking about unsaved changes; closing the tab keeps them too;
 * - leaving the screen any other way (after saving, or choosing to leave the changes) drops them;
 * - coming back to the screen, signed in as the same account, fills the form with them again, with a notice and a
 *   button to discard them.
 * Drawn inside react-admin's form (react-hook-form's public API).
 */
/** A create form has no record to wait for. */
const isCreate = (pathname: string) => /\/(add|create)$/.test(pathname);

export const KeptDraft = () => {
    const translate = useTranslate();
    const { setValue, getValues, reset, formState } = useFormContext();
    const values = useWatch();
    const { pathname, search } = useLocation();
    const account = sessionUser.get()?.account;
    // The key is fixed while the form is shown: when the session ends the account is gone, the draft is not.
    const [key] = useState(() => (account ? draftKey(account, `${pathname}${search}`) : undefined));
    const [restored, setRestored] = useState(false);
    const sessionEnded = useRef(false);
    const isDirty = useRef(false);
    useEffect(() => {
        isDirty.current = formState.isDirty;
    });

    // Back on the screen: what was kept fills the form (each value a change, so saving sends it), once the record is
    // in and after react-admin's form has reset itself to it (its reset runs after this component's effects).
    const record = useRecordContext();
    const applied = useRef(false);
    useEffect(() => {
        if (applied.current || !key || (!record && !isCreate(pathname))) return;
        applied.current = true;
        setTimeout(() => {
            const kept = readDraft(key);
            if (!kept || sessionEnded.current) return;
            const current = getValues();
            let changed = false;
            for (const [name, value] of Object.entries(kept)) {
                if (JSON.stringify(current[name]) === JSON.stringify(value)) continue;
                setValue(name, value, { shouldDirty: true });
                changed = true;
            }
            if (changed) setRestored(true);
            else dropDraft(key);
        }, 0);
    }, [key, record, pathname, getValues, setValue]);

    // Saved: nothing is left to keep.
    useEffect(() => {
        if (formState.isSubmitSuccessful && key) dropDraft(key);
    }, [formState.isSubmitSuccessful, key]);

    // Every change is kept while the form differs from the record.
    useEffect(() => {
        if (key && formState.isDirty && !sessionEnded.current) writeDraft(key, values as Record<string, unknown>);
    }, [key, values, formState.isDirty]);

    // The session ends under the form: keep what is there, and let the sign-in page open (nothing will be lost).
    useEffect(
        () =>
            sessionUser.subscribe(user => {
                if (user || !key || sessionEnded.current) return;
                sessionEnded.current = true;
                if (isDirty.current) writeDraft(key, getValues());
                reset(getValues(), { keepValues: true });
            }),
        [key, getValues, reset],
    );

    // Leaving with the session alive (saved, or the changes given up): the draft goes.
    useEffect(
        () => () => {
            if (key && !sessionEnded.current) dropDraft(key);
        },
        [key],
    );

    if (!restored) return null;
    return (
        <Alert
            severity="info"
            sx={{ mb: 2, width: '100%' }}
            action={
                <Button
                    color="inherit"
                    size="small"
                    onClick={() => {
                        dropDraft(key!);
                        reset();
                        setRestored(false);
                    }}
                >
                    {translate('resources.kit.draft.discard')}
                </Button>
            }
        >
            {translate('resources.kit.draft.restored')}
        </Alert>
    );
};
