import { CheckboxGroupInput, TextInput } from 'react-admin';
import { useRoleChoices } from './roleChoices';
import { useSiteChoices } from './siteChoices';

/** The inputs of an account (add and edit): who it is, how to reach them, and the sites they work on. */
export const UserIdentityInputs = () => {
    const sites = useSiteChoices();
    return (
        <>
            <TextInput source="account" autoComplete="off" />
            <TextInput source="name" />
            <TextInput source="email" type="email" />
            <TextInput source="mobile" />
            <CheckboxGroupInput source="sites" choices={sites} />
        </>
    );
};

/** The roles to tick (at least one: the user's validator says so at this field). */
export const RolesInput = () => {
    const { choices } = useRoleChoices();
    return <CheckboxGroupInput source="roles" choices={choices} helperText="resources.users.assign.roles_hint" row={false} />;
};
