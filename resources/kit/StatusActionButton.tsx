import { useState } from 'react';
import { Button, Confirm, useNotify, useRecordContext, useRefresh, useResourceContext, useTranslate, useUpdate } from 'react-admin';
import type { StatusAction } from './types';
import { useClickGuard } from '../../ui/useClickGuard';
import { useToast } from '../../ui/useToast';

/**
 * Why the server refused a change, in the user's language: the first field error (the data provider translates them),
 * else the server's text.
 */
const refusalOf = (error: unknown): string => {
    const errors = (error as { body?: { errors?: unknown } } | null)?.body?.errors;
    const first = typeof errors === 'object' && errors !== null ? Object.values(errors)[0] : undefined;
    if (typeof first === 'string' && first !== '') return first;
    return error instanceof Error && error.message ? error.message : 'ra.notification.http_error';
};

/**
 * The status changes a row may take (enable/disable, display/shield …), each confirmed, then 'Operation
 * successful'. Only the transitions allowed from the row's current value are offered. A refused change (another
 * record holds the slot, the row changed meanwhile) shows the server's reason as an error toast.
 */
export const StatusActionButtons = ({ action }: { action: StatusAction }) => {
    const record = useRecordContext();
    const resource = useResourceContext();
    const translate = useTranslate();
    const notify = useNotify();
    const toast = useToast();
    const refresh = useRefresh();
    const [update, { isPending }] = useUpdate();
    const [pending, setPending] = useState<{ to: string; labelKey: string }>();
    // The click guard: a confirmed change holds the row's buttons for 2000 ms, so a quick second click cannot send it twice.
    const { disabled: guarded, guard } = useClickGuard();
    if (!record) return null;
    const current = String(record[action.field] ?? '');
    const offered = action.transitions.filter(transition => transition.from.includes(current));
    const confirm = () => {
        if (!pending) return;
        update(
            resource,
            { id: record.id, data: { [action.field]: pending.to }, previousData: record },
            {
                onSuccess: () => {
                    notify('oms.toast.operation_successful', { type: 'success' });
                    refresh();
                },
                onError: error => toast.error(refusalOf(error)),
            },
        );
        setPending(undefined);
    };
    return (
        <>
            {offered.map(transition => (
                <Button
                    key={transition.to}
                    label={transition.labelKey}
                    disabled={isPending || guarded}
                    onClick={event => {
                        event.stopPropagation();
                        setPending(transition);
                    }}
                />
            ))}
            <Confirm
                isOpen={!!pending}
                title={pending ? translate(pending.labelKey) : ''}
                content={translate('resources.kit.confirm_status', { action: pending ? translate(pending.labelKey) : '' })}
                onConfirm={guard(confirm)}
                onClose={() => setPending(undefined)}
            />
        </>
    );
};
