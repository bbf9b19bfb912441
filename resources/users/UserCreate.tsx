import { Create, SimpleForm, useNotify, useRedirect } from 'react-admin';
import { useRouteTitle } from '../kit/useRouteTitle';
import { UserIdentityInputs, RolesInput } from './UserFormInputs';
import { validateUser } from './rules';
import { USER_PATHS } from './userPaths';

/**
 * /permission/user/add (admin only): a new staff account over POST /admin/user/create. The form and the server run
 * the same validator; what only the server knows (a taken account) comes back at its field, with every input kept.
 */
const UserCreate = () => {
    const title = useRouteTitle();
    const notify = useNotify();
    const redirect = useRedirect();
    return (
        <Create
            resource="users"
            title={title}
            mutationOptions={{
                onSuccess: () => {
                    notify('oms.toast.saved_successfully', { type: 'success' });
                    redirect(USER_PATHS.list);
                },
            }}
        >
            <SimpleForm validate={validateUser} warnWhenUnsavedChanges sx={{ maxWidth: 720 }} defaultValues={{ roles: [], sites: [] }}>
                <UserIdentityInputs />
                <RolesInput />
            </SimpleForm>
        </Create>
    );
};

export default UserCreate;
