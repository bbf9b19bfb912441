import { useState } from 'react';
import { List, ListItem, ListItemText, Stack, TextField, Typography } from '@mui/material';
import { Button, RecordContextProvider, useCreate, useGetList, useNotify, useRefresh, useTranslate, type Identifier } from 'react-admin';
import { validateRecord } from '../kit/validate';
import type { FieldError, ResourceDescription } from '../kit/types';
import { LocaleDateField } from '../../ui/LocaleDateField';
import { useClickGuard } from '../../ui/useClickGuard';

/** Where the replies (or answers) of a record live: their collection, the field naming the parent, their description. */
export interface ChildCollection {
    collection: string;
    parentSource: string;
    description: ResourceDescription;
    /** The enum field telling official from buyers' (replierType, answererType). */
    typeSource: string;
    /** Where its values' labels are, in texts the parent's page has loaded. */
    typeLabels: string;
}

/** The record's replies (or answers), oldest first, each with who wrote it, its status and time. */
export const ChildList = ({ child, parentId, label, empty }: { child: ChildCollection; parentId: Identifier; label: string; empty: string }) => {
    const translate = useTranslate();
    const { data = [], isPending } = useGetList(child.collection, {
        filter: { [child.parentSource]: parentId },
        sort: { field: 'createTime', order: 'ASC' },
        pagination: { page: 1, perPage: 50 },
    });
    if (isPending) return null;
    if (data.length === 0) return <Typography color="text.secondary">{translate(empty)}</Typography>;
    // Labels from texts the parent's page loads (the moderation model's statuses, the type's labels it names).
    const status = (value: unknown) => translate(`resources.moderation-common.status.${String(value)}`);
    const type = (value: unknown) => translate(`${child.typeLabels}.${String(value)}`);
    return (
        <List dense aria-label={translate(label)}>
            {data.map(item => (
                <RecordContextProvider key={item.id} value={item}>
                    <ListItem disableGutters>
                        <ListItemText
                            primary={String(item.content)}
                            secondary={
                                <>
                                    {type(item[child.typeSource])} · {String(item.creator ?? '')} · {status(item.status)} ·{' '}
                                    <LocaleDateField source="createTime" showTime />
                                </>
                            }
                        />
                    </ListItem>
                </RecordContextProvider>
            ))}
        </List>
    );
};

/**
 * The official reply (or answer) written on the record's page: the child's own validator, then its collection
 * (approved as it is posted: staff's own), a toast, and the page read again.
 */
export const ReplyForm = ({ child, parentId, label, send, done, maxLength }: { child: ChildCollection; parentId: Identifier; label: string; send: string; done: string; maxLength: number }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const refresh = useRefresh();
    const [content, setContent] = useState('');
    const [error, setError] = useState<FieldError>();
    const [create, { isPending }] = useCreate();
    const { disabled, guard } = useClickGuard();
    const post = () => {
        const data = { [child.parentSource]: parentId, content: content.trim() };
        const errors = validateRecord(child.description, data);
        if (errors.content) {
            setError(errors.content);
            return;
        }
        guard(() =>
            create(
                child.collection,
                { data },
                {
                    onSuccess: () => {
                        notify(done, { type: 'success' });
                        setContent('');
                        refresh();
                    },
                },
            ),
        )();
    };
    const errorText = error === undefined ? ' ' : typeof error === 'string' ? translate(error) : translate(error.message, error.args);
    return (
        <Stack direction="row" spacing={1} alignItems="flex-start">
            <TextField
                label={translate(label)}
                value={content}
                onChange={event => {
                    setContent(event.target.value);
                    setError(undefined);
                }}
                multiline
                fullWidth
                error={error !== undefined}
                helperText={errorText}
                slotProps={{ htmlInput: { maxLength } }}
            />
            <Button label={send} variant="outlined" disabled={isPending || disabled} onClick={post} sx={{ mt: 1 }} />
        </Stack>
    );
};
