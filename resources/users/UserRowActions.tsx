import { useState } from 'react';
import { Box, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Typography } from '@mui/material';
import {
    Button,
    Confirm,
    useDataProvider,
    useNotify,
    useRecordContext,
    useRefresh,
    useTranslate,
    useUpdate,
} from 'react-admin';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { AdminUser } from '../../providers/adminUsersProvider';
import { USER_PATHS } from './userPaths';
import { useClickGuard } from '../../ui/useClickGuard';
import { GrantedOnly } from '../../ui/GrantedOnly';
import { codeOfPath } from '../kit/KitContext';

/** What a row's status button sets, by the status it has (a declarative table, not branches). */
const STATUS_ACTIONS = {
    enabled: { to: 'disabled', label: 'resources.users.actions.disable', title: 'resources.users.confirm.disable_title', content: 'resources.users.confirm.disable_content' },
    disabled: { to: 'enabled', label: 'resources.users.actions.enable', title: 'resources.users.confirm.enable_title', content: 'resources.users.confirm.enable_content' },
} as const;

/** Enable or disable the account (POST /admin/user/status), confirmed first, then 'Operation successful'. */
const StatusButton = ({ user }: { user: AdminUser }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const refresh = useRefresh();
    const [open, setOpen] = useState(false);
    const [update, { isPending }] = useUpdate<AdminUser>();
    // The click guard: a confirmed change holds the button for 2000 ms.
    const { disabled: guarded, guard } = useClickGuard();
    const action = STATUS_ACTIONS[user.status];
    const confirm = () => {
        setOpen(false);
        update(
            'users',
            { id: user.id, data: { status: action.to }, previousData: user, meta: { action: 'status' } },
            {
                mutationMode: 'pessimistic',
                onSuccess: () => {
                    notify('oms.toast.operation_successful', { type: 'success' });
                    refresh();
                },
                onError: error => notify(error.message, { type: 'error' }),
            },
        );
    };
    return (
        <>
            <Button label={action.label} disabled={isPending || guarded} onClick={() => setOpen(true)} />
            <Confirm
                isOpen={open}
                title={translate(action.title, { account: user.account })}
                content={translate(action.content, { account: user.account })}
                onConfirm={guard(confirm)}
                onClose={() => setOpen(false)}
            />
        </>
    );
};

/**
 * Reset the password (POST /admin/user/resetPassword), confirmed first: the new temporary password shows once, in
 * a dialog the administrator closes after handing it over (it is not kept anywhere in the page).
 */
const ResetPasswordButton = ({ user }: { user: AdminUser }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const dataProvider = useDataProvider();
    const [asking, setAsking] = useState(false);
    const [password, setPassword] = useState<string>();
    const [copied, setCopied] = useState(false);
    const { disabled: guarded, guard } = useClickGuard();
    const { mutate, isPending } = useMutation({
        mutationFn: () => dataProvider.resetPassword('users', { id: user.id }) as Promise<{ data: { password: string } }>,
        onSuccess: ({ data }) => {
            notify('oms.toast.operation_successful', { type: 'success' });
            setPassword(data.password);
        },
        onError: (error: Error) => notify(error.message, { type: 'error' }),
    });
    const close = () => {
        setPassword(undefined);
        setCopied(false);
    };
    return (
        <>
            <Button label="resources.users.actions.reset_password" disabled={isPending || guarded} onClick={() => setAsking(true)} />
            <Confirm
                isOpen={asking}
                title={translate('resources.users.confirm.reset_title', { account: user.account })}
                content={translate('resources.users.confirm.reset_content')}
                onConfirm={guard(() => {
                    setAsking(false);
                    mutate();
                })}
                onClose={() => setAsking(false)}
            />
            <Dialog open={password !== undefined} onClose={close} aria-labelledby="temporary-password-title">
                <DialogTitle id="temporary-password-title">{translate('resources.users.password.title')}</DialogTitle>
                <DialogContent>
                    <DialogContentText>{translate('resources.users.password.content', { account: user.account })}</DialogContentText>
                    <Typography component="output" sx={{ display: 'block', mt: 2, fontFamily: 'monospace', fontSize: '1.25rem' }} data-testid="temporary-password">
                        {password}
                    </Typography>
                </DialogContent>
                <DialogActions>
                    <Button
                        label={copied ? 'resources.users.password.copied' : 'resources.users.password.copy'}
                        onClick={() => void navigator.clipboard?.writeText(password ?? '').then(() => setCopied(true))}
                    />
                    <Button label="resources.users.password.close" onClick={close} />
                </DialogActions>
            </Dialog>
        </>
    );
};

/** A row's actions: edit, assign roles, enable or disable, reset password. */
export const UserRowActions = () => {
    const user = useRecordContext<AdminUser>();
    if (!user) return null;
    return (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end' }} onClick={event => event.stopPropagation()}>
            <GrantedOnly code={codeOfPath(USER_PATHS.edit(user.id))}>
                <Button label="resources.users.actions.edit" component={Link} to={USER_PATHS.edit(user.id)} />
            </GrantedOnly>
            <GrantedOnly code={codeOfPath(USER_PATHS.assignRoles(user.id))}>
                <Button label="resources.users.actions.assign_roles" component={Link} to={USER_PATHS.assignRoles(user.id)} />
            </GrantedOnly>
            <StatusButton user={user} />
            <ResetPasswordButton user={user} />
        </Box>
    );
};
