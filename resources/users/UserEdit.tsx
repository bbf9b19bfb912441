import { SimpleForm } from 'react-admin';
import { UserIdentityInputs } from './UserFormInputs';
import { SaveOnlyToolbar, UserRecordEdit } from './UserRecordEdit';
import { validateUser } from './rules';
import { USER_PATHS } from './userPaths';
import { useSessionUser } from '../../ui/session/useSessionUser';
import { ADMIN_ROLE } from '../../base/routes/roles';

/**
 * /permission/user/edit/{id}: the account's own fields over POST /admin/user/update. Its roles change on the
 * assign-roles page. Back to the list afterwards for admin (editors do not have the list: they stay).
 */
const UserEdit = () => {
    const isAdmin = useSessionUser()?.roles.includes(ADMIN_ROLE) ?? false;
    return (
        <UserRecordEdit action="update" redirect={isAdmin ? USER_PATHS.list : false}>
            <SimpleForm validate={validateUser} warnWhenUnsavedChanges toolbar={<SaveOnlyToolbar />} sx={{ maxWidth: 720 }}>
                <UserIdentityInputs />
            </SimpleForm>
        </UserRecordEdit>
    );
};

export default UserEdit;
