import type { ReactNode } from 'react';
import { Alert, Button } from '@mui/material';
import { Edit, useEditContext, useNotify, useTranslate, type RedirectionSideEffect } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { useRouteTitle } from '../kit/useRouteTitle';
import type { UserUpdateAction } from '../../providers/adminUsersProvider';
import { USER_PATHS } from './userPaths';

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

/**
 * A user's page at its spec path (edit, assign roles): react-admin's Edit over the users data provider, saving with
 * the section 7 call `action` names, pessimistically (a refused save keeps every input and shows the server's
 * field errors), then 'Saved successfully'.
 */
export const UserRecordEdit = ({ action, redirect, children }: { action: UserUpdateAction; redirect: RedirectionSideEffect; children: ReactNode }) => {
    const { id } = useParams();
    const title = useRouteTitle();
    const notify = useNotify();
    return (
        <Edit
            resource="users"
            id={id}
            title={title}
            mutationMode="pessimistic"
            redirect={redirect}
            queryOptions={{ retry: false, onError: () => undefined }}
            error={<UserNotFound />}
            mutationOptions={{ meta: { action }, onSuccess: () => notify('oms.toast.saved_successfully', { type: 'success' }) }}
        >
            {children}
        </Edit>
    );
};
