import { Chip, Stack } from '@mui/material';
import {
    CreateButton,
    DataTable,
    FilterButton,
    FunctionField,
    List,
    SelectInput,
    TextInput,
    TopToolbar,
    type Identifier,
} from 'react-admin';
import { LocaleDateField, StatusChip } from '../../ui';
import { STATUS_COLOURS } from '../kit/statusColours';
import { useRouteTitle } from '../kit/useRouteTitle';
import type { AdminUser } from '../../providers/adminUsersProvider';
import { useRoleChoices } from './roleChoices';
import { useSiteChoices } from './siteChoices';
import { UserRowActions } from './UserRowActions';
import { USER_PATHS } from './userPaths';
import { GrantedOnly } from '../../ui/GrantedOnly';
import { codeOfPath } from '../kit/KitContext';

const STATUS_CHOICES = [
    { id: 'enabled', name: 'resources.users.choices.status.enabled' },
    { id: 'disabled', name: 'resources.users.choices.status.disabled' },
];

const Codes = ({ codes }: { codes: readonly string[] }) => (
    <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
        {codes.map(code => (
            <Chip key={code} size="small" label={code} variant="outlined" />
        ))}
    </Stack>
);

/**
 * /permission/user (admin only): staff accounts paged on the server over GET /admin/user/list (page, size and the
 * filters account, name, status, role, site, kept in the URL). The call has no sort parameter: the columns do not
 * sort. Rows open the edit page; each row also assigns roles, enables or disables, and resets the password.
 */
const UserList = () => {
    const title = useRouteTitle();
    const { choices: roles } = useRoleChoices();
    const sites = useSiteChoices();
    const filters = [
        <TextInput key="account" source="account" alwaysOn resettable />,
        <TextInput key="name" source="name" alwaysOn resettable />,
        <SelectInput key="status" source="status" choices={STATUS_CHOICES} alwaysOn />,
        <SelectInput key="role" source="role" label="resources.users.filters.role" choices={roles} />,
        <SelectInput key="site" source="site" label="resources.users.filters.site" choices={sites} />,
    ];
    return (
        <List
            resource="users"
            title={title}
            filters={filters}
            perPage={10}
            actions={
                <TopToolbar>
                    <FilterButton />
                    <GrantedOnly code={codeOfPath(USER_PATHS.create)}>
                        <CreateButton to={USER_PATHS.create} />
                    </GrantedOnly>
                </TopToolbar>
            }
        >
            <DataTable rowClick={(id: Identifier) => USER_PATHS.edit(id)} bulkActionButtons={false}>
                <DataTable.Col source="id" disableSort />
                <DataTable.Col source="account" disableSort />
                <DataTable.Col source="name" disableSort />
                <DataTable.Col source="email" disableSort />
                <DataTable.Col source="roles" disableSort>
                    <FunctionField<AdminUser> render={user => <Codes codes={user.roles} />} />
                </DataTable.Col>
                <DataTable.Col source="sites" disableSort>
                    <FunctionField<AdminUser> render={user => <Codes codes={user.sites} />} />
                </DataTable.Col>
                <DataTable.Col source="status" disableSort>
                    <FunctionField<AdminUser>
                        render={user => <StatusChip status={user.status} labelKeyPrefix="resources.users.choices.status" colours={STATUS_COLOURS} />}
                    />
                </DataTable.Col>
                <DataTable.Col source="lastLoginTime" disableSort>
                    <LocaleDateField source="lastLoginTime" showTime />
                </DataTable.Col>
                <DataTable.Col label="resources.kit.actions" align="right">
                    <UserRowActions />
                </DataTable.Col>
            </DataTable>
        </List>
    );
};

export default UserList;
