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

/** The roles to tick (at least one: the user's validator says so at this field), of those the signed-in account may assign. */
export const RolesInput = () => {
    const { choices, assignable } = useRoleChoices();
    // A role the signed-in account may not assign is shown (the user may hold it) but cannot be ticked or unticked.
    const offered = choices.map(choice => ({ ...choice, disabled: !assignable.has(choice.id) }));
    return <CheckboxGroupInput source="roles" choices={offered} helperText="resources.users.assign.roles_hint" row={false} />;
};
