import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../providers/httpClient';
import { useClickGuard } from '../../ui';

interface ConfirmedCall {
    /** The action's path (`POST`, JSON of text values, envelope). */
    path: string;
    /** The body sent for the values the user confirmed. */
    body: (values: FieldValues) => Record<string, string>;
    /** The collections the action changes: their lists and records are asked for again. */
    follows: readonly string[];
    /** Once the server took it, with its answer's data: the notice, closing a dialog, going on to another page. */
    onDone: (data: Record<string, unknown>) => void;
}

/**
 * A form's action the user confirms before it is sent (submit asks, the confirmation sends): the values waiting for
 * confirmation, the call under way, and the click guard. A refusal has been shown by the client with the server's
 * reason, and the form keeps what was typed.
 */
export const useConfirmedCall = ({ path, body, follows, onDone }: ConfirmedCall) => {
    const queryClient = useQueryClient();
    const [pending, setPending] = useState<FieldValues>();
    const [sending, setSending] = useState(false);
    const { disabled: guarded, guard } = useClickGuard();

    const send = async (values: FieldValues) => {
        setPending(undefined);
        setSending(true);
        try {
            const answer = await api.post<Record<string, unknown>>(path, body(values), { bodyType: 'json', notifySuccess: false });
            if (answer.code !== 200) return;
            await Promise.all(follows.map(key => queryClient.invalidateQueries({ queryKey: [key] })));
            onDone(answer.data);
        } catch {
            // The client has shown the server's reason.
        } finally {
            setSending(false);
        }
    };

    return {
        /** The values submitted, waiting for confirmation (the confirmation is open while there are some). */
        pending,
        ask: (values: FieldValues) => setPending(values),
        cancel: () => setPending(undefined),
        confirm: guard(() => {
            if (pending) void send(pending);
        }),
        /** Sending, or held by the click guard: the submit button is off. */
        busy: sending || guarded,
    };
};
