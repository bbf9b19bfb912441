import { useEffect, useRef, useState } from 'react';
import { Alert, Button } from '@mui/material';
import { useFormContext } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { sessionUser } from '../../src/session/sessionUser';
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
export const KeptDraft = () => {
    const translate = useTranslate();
    const { watch, setValue, getValues, reset, formState } = useFormContext();
    const { pathname, search } = useLocation();
    const account = sessionUser.get()?.account;
    // The key is fixed while the form is shown: when the session ends the account is gone, the draft is not.
    const key = useRef(account ? draftKey(account, `${pathname}${search}`) : undefined).current;
    const [restored, setRestored] = useState(false);
    const sessionEnded = useRef(false);
    const isDirty = useRef(false);
    isDirty.current = formState.isDirty;

    // Back on the screen: what was kept fills the form (each value a change, so saving sends it).
    useEffect(() => {
        const kept = key ? readDraft(key) : undefined;
        if (!kept) return;
        const current = getValues();
        let changed = false;
        for (const [name, value] of Object.entries(kept)) {
            if (JSON.stringify(current[name]) === JSON.stringify(value)) continue;
            setValue(name, value, { shouldDirty: true });
            changed = true;
        }
        if (changed) setRestored(true);
        else dropDraft(key!);
        // Once, when the form opens.
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, []);

    // Every change is kept while the form differs from the record.
    useEffect(() => {
        if (!key) return;
        const subscription = watch(values => {
            if (sessionEnded.current) return;
            if (isDirty.current) writeDraft(key, values as Record<string, unknown>);
        });
        return () => subscription.unsubscribe();
    }, [key, watch]);

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
