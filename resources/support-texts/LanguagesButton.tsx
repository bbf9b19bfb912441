import { useState } from 'react';
import { Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { Button, useDataProvider, useGetList, useNotify, useRecordContext, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import { description } from './index';

const R = 'resources.support-texts';
const COLLECTION = 'support-texts';
const TEXT_MAX = description.fields.find(field => field.source === 'text')!.maxLength!;
const stop = (event: { stopPropagation: () => void }) => event.stopPropagation();

/** The texts of one key in every language the site has it in, typed side by side (required, at most the field's length), saved as each row's change. */
const LanguagesDialog = ({ textKey, onClose }: { textKey: string; onClose: () => void }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const refresh = useRefresh();
    const dataProvider = useDataProvider();
    const { data: rows = [], isPending } = useGetList<RaRecord>(COLLECTION, { filter: { textKey }, sort: { field: 'language', order: 'ASC' }, pagination: { page: 1, perPage: 50 } });
    const [texts, setTexts] = useState<Record<string, string>>({});
    const [saving, setSaving] = useState(false);
    const valueOf = (row: RaRecord) => texts[row.id] ?? String(row.text ?? '');
    const errorOf = (row: RaRecord): string | undefined => {
        const text = valueOf(row).trim();
        if (text === '') return translate('ra.validation.required');
        return text.length > TEXT_MAX ? translate('ra.validation.maxLength', { max: TEXT_MAX }) : undefined;
    };
    const changed = rows.filter(row => texts[row.id] !== undefined && texts[row.id] !== row.text);
    const invalid = rows.some(row => errorOf(row) !== undefined);
    const save = async () => {
        setSaving(true);
        try {
            for (const row of changed) await dataProvider.update(COLLECTION, { id: row.id, data: { ...row, text: valueOf(row).trim() }, previousData: row });
            notify(`${R}.languages.saved`, { type: 'success', messageArgs: { count: changed.length } });
            refresh();
            onClose();
        } catch (error) {
            notify(error instanceof Error ? error.message : String(error), { type: 'error' });
        } finally {
            setSaving(false);
        }
    };
    return (
        <Dialog open onClose={onClose} onClick={stop} fullWidth maxWidth="md" aria-labelledby="support-text-languages">
            <DialogTitle id="support-text-languages">{translate(`${R}.languages.title`, { key: textKey })}</DialogTitle>
            <DialogContent>
                <Stack spacing={2} sx={{ pt: 1 }}>
                    {!isPending &&
                        rows.map(row => {
                            const error = texts[row.id] !== undefined ? errorOf(row) : undefined;
                            return (
                                <TextField
                                    key={row.id}
                                    label={String(row.language)}
                                    value={valueOf(row)}
                                    onChange={event => setTexts(current => ({ ...current, [row.id]: event.target.value }))}
                                    error={error !== undefined}
                                    helperText={error}
                                    multiline
                                    fullWidth
                                />
                            );
                        })}
                </Stack>
            </DialogContent>
            <DialogActions>
                <Button label="ra.action.cancel" onClick={onClose} />
                <Button label="ra.action.save" variant="contained" onClick={save} disabled={saving || invalid || changed.length === 0} />
            </DialogActions>
        </Dialog>
    );
};

/** A row's "Every language" button: the key's texts in all the site's languages, side by side. */
export const LanguagesButton = () => {
    const record = useRecordContext();
    const [open, setOpen] = useState(false);
    if (!record) return null;
    return (
        <>
            <Button
                label={`${R}.languages.open`}
                onClick={event => {
                    event.stopPropagation();
                    setOpen(true);
                }}
            />
            {open && <LanguagesDialog textKey={String(record.textKey)} onClose={() => setOpen(false)} />}
        </>
    );
};
