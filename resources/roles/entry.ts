import type { ResourceEntry } from '../kit/types';

/**
 * Roles and the resource codes each grants (/permission role, role/add, role/edit/{id}). The spec names no role
 * calls: a REST collection `roles` (README, "The contract the app expects"). Not per site: a role is the same
 * everywhere.
 */
export const entry: ResourceEntry = {
    collection: 'roles',
    paths: { list: '/permission/role', edit: '/permission/role/edit/:id', create: '/permission/role/add' },
    icon: 'security',
    representation: '%{roleName} (%{roleCode})',
    load: () => import('./index'),
    views: () => import('./views'),
};
