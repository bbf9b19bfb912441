/** Role texts (resources.roles: /permission/role, role/add, role/edit/{id}), in English. */
export const rolesEn = {
    resources: {
        roles: {
            name: 'Role |||| Roles',
            fields: {
                roleCode: 'Role code',
                roleName: 'Role name',
                description: 'Description',
                resources: 'Resource codes',
                createTime: 'Created',
                updateTime: 'Updated',
            },
            tree: {
                title: 'Resource codes',
                hint: 'Grouped like the menu: group, screen, then the screen’s buttons. Ticking a group ticks all of it; a group’s own code is granted with any of its screens.',
                search: 'Search screens',
                selected: '%{count} codes ticked',
                no_match: 'No screen matches “%{query}”.',
                sibling_apps: 'Other applications',
            },
            validation: {
                code_format: 'Start with a letter; then letters, digits, dashes or underscores (at most 32)',
                code_in_use: 'The role %{code} is assigned to %{count} users: its code cannot change',
                code_held: 'Users hold this role: its code cannot change',
                still_assigned: 'The role %{code} is still assigned to %{count} users: take it from them first',
                admin_only: 'Only an administrator can change the admin role',
                own_role: 'Only an administrator can change a role they hold themselves',
                beyond_own: 'You can grant only resource codes you hold yourself',
                admin_keeps_codes: 'The admin role keeps every code it has: without them no one could administer the system',
            },
        },
    },
};
