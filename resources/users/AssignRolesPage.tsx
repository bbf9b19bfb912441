import { Typography } from '@mui/material';
import { SimpleForm, TextField, Labeled, useRecordContext, useTranslate } from 'react-admin';
import { RolesInput } from './UserFormInputs';
import { SaveOnlyToolbar, UserRecordEdit } from './UserRecordEdit';
import { validateUser } from './rules';
import { USER_PATHS } from './userPaths';
import { useSessionUser } from '../../ui/session/useSessionUser';
import { ADMIN_ROLE } from '../../base/routes/roles';

const Hint = () => {
    const record = useRecordContext();
    const translate = useTranslate();
    return (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate('resources.users.assign.hint', { account: String(record?.account ?? '') })}
        </Typography>
    );
};

/**
 * /permission/user/AssignRoles/{id}: the user's account and name, and the roles to tick, saved
 * over POST /admin/user/assignRoles. The sign-on grants follow the roles: the user sees the change at their next
 * sign-in.
 */
const AssignRolesPage = () => {
    const isAdmin = useSessionUser()?.roles.includes(ADMIN_ROLE) ?? false;
    return (
        <UserRecordEdit action="assignRoles" redirect={isAdmin ? USER_PATHS.list : false}>
            <SimpleForm validate={validateUser} warnWhenUnsavedChanges toolbar={<SaveOnlyToolbar />} sx={{ maxWidth: 720 }}>
                <Hint />
                <Labeled source="account" resource="users">
                    <TextField source="account" />
                </Labeled>
                <Labeled source="name" resource="users">
                    <TextField source="name" />
                </Labeled>
                <RolesInput />
            </SimpleForm>
        </UserRecordEdit>
    );
};

export default AssignRolesPage;
