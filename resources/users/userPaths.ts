import { generatePath } from 'react-router-dom';

/** The spec's paths of the user screens (react-admin's own `/users/...` are not used). */
export const USER_PATHS = {
    list: '/permission/user',
    create: '/permission/user/add',
    edit: (id: string | number) => generatePath('/permission/user/edit/:id', { id: String(id) }),
    assignRoles: (id: string | number) => generatePath('/permission/user/AssignRoles/:id', { id: String(id) }),
};
