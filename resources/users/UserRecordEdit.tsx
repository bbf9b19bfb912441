import type { ReactNode } from 'react';
import { Alert, Button } from '@mui/material';
import { Edit, Toolbar, useEditContext, useNotify, useRecordContext, useRedirect, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { useRouteTitle } from '../kit/useRouteTitle';
import type { UserUpdateAction } from '../../providers/adminUsersProvider';
import { USER_PATHS } from './userPaths';
import { GuardedSaveButton } from '../../ui/GuardedSaveButton';
import { usePublishPageName } from '../../ui/pageName';

/** An unknown id: the server's answer said so (GET /admin/user/get, body code 404); say it here too. */
const UserNotFound = () => {
    const { error } = useEditContext();
    const translate = useTranslate();
    return (
        <Alert
            severity="warning"
            sx={{ mt: 2 }}
            action={
                <Button component={Link} to={USER_PATHS.list} color="inherit" size="small">
                    {translate('resources.users.assign.back')}
                </Button>
            }
        >
            {translate('resources.users.not_found')} ({error?.message})
        </Alert>
    );
};

/** Names the visited-page tab by the user's name (their account where they have none), not by the database id. */
const UserPageName = () => {
    const record = useRecordContext();
    usePublishPageName({ record: record ? String(record.name || record.account) : undefined });
    return null;
};

/** Save only: spec section 7 has no call that deletes a staff account (SimpleForm's default toolbar offers one). */
export const SaveOnlyToolbar = () => (
    <Toolbar>
        <GuardedSaveButton />
    </Toolbar>
);

/**
 * A user's page at its spec path (edit, assign roles): react-admin's Edit over the users data provider, saving with
 * the section 7 call `action` names, pessimistically (a refused save keeps every input and shows the server's
 * field errors), then 'Saved successfully'.
 */
export const UserRecordEdit = ({ action, redirect, children }: { action: UserUpdateAction; redirect: string | false; children: ReactNode }) => {
    const { id } = useParams();
    const title = useRouteTitle();
    const notify = useNotify();
    const redirectTo = useRedirect();
    return (
        <Edit
            resource="users"
            id={id}
            title={title}
            mutationMode="pessimistic"
            queryOptions={{ retry: false, onError: () => undefined }}
            error={<UserNotFound />}
            mutationOptions={{
                meta: { action },
                // Our own success replaces react-admin's (its toast and its redirect): both are done here.
                onSuccess: () => {
                    notify('oms.toast.saved_successfully', { type: 'success' });
                    if (redirect) redirectTo(redirect);
                },
            }}
        >
            <UserPageName />
            {children}
        </Edit>
    );
};
