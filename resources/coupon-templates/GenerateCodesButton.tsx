import { useState } from 'react';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { Button, Form, NumberInput, required, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { api } from '../../providers/httpClient';
import { generateCodesPath, generateCountError } from './rules';
import { GuardedSaveButton } from '../../ui/GuardedSaveButton';

const COLLECTION = 'coupon-templates';
const COUNT_RULES = [required(), (value: unknown) => generateCountError(value)];

/**
 * Generates coupon codes for the row's template: how many, then one call; the codes are then found in
 * /prize/query-code. A refusal is the server's reason as an error toast, and the dialog keeps the typed count.
 */
export const GenerateCodesButton = () => {
    const record = useRecordContext();
    const translate = useTranslate();
    const notify = useNotify();
    const [open, setOpen] = useState(false);
    if (!record) return null;
    const generate = async (values: Record<string, unknown>) => {
        try {
            const answer = await api.post<{ codes: string[] }>(generateCodesPath(record.id), { count: Number(values.count) }, { bodyType: 'json', notifySuccess: false });
            notify(`resources.${COLLECTION}.generate.done`, { type: 'success', messageArgs: { smart_count: answer.data.codes.length } });
            setOpen(false);
        } catch {
            // The client has shown the server's reason; the dialog stays open with the count.
        }
    };
    return (
        <span onClick={event => event.stopPropagation()}>
            <Button label={`resources.${COLLECTION}.generate.button`} onClick={() => setOpen(true)} />
            <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={`generate-codes-${record.id}`}>
                <Form onSubmit={generate} defaultValues={{ count: 10 }}>
                    <DialogTitle id={`generate-codes-${record.id}`}>
                        {translate(`resources.${COLLECTION}.generate.title`, { name: String(record.name ?? record.templateCode) })}
                    </DialogTitle>
                    <DialogContent>
                        <NumberInput source="count" label={`resources.${COLLECTION}.generate.count`} validate={COUNT_RULES} />
                    </DialogContent>
                    <DialogActions>
                        <Button label="ra.action.cancel" onClick={() => setOpen(false)} />
                        <GuardedSaveButton label={`resources.${COLLECTION}.generate.button`} alwaysEnable />
                    </DialogActions>
                </Form>
            </Dialog>
        </span>
    );
};
