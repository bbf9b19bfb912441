import { Navigate, useLocation, useParams } from 'react-router-dom';
import { kitPaths } from './KitContext';
import type { ResourceEntry } from './types';

/**
 * react-admin's own routes of a resource (`/{collection}`, `/{collection}/:id`, `/create`, `/:id/show`) lead to the
 * spec's paths, replacing the history entry: any link react-admin builds by itself (a default rowClick, EditButton,
 * ReferenceField, redirect after save) still lands where the catalogue, the guard and the tabs expect.
 */
export const specPathRedirects = (entry: ResourceEntry) => {
    const paths = kitPaths(entry);
    const ToList = () => <Navigate to={paths.list} replace />;
    const ToRecord = () => {
        const { id } = useParams();
        return <Navigate to={(id && paths.record(id)) || paths.list} replace />;
    };
    // The query goes along: react-admin's CloneButton puts the copied record there (`?source=`). A create page the
    // catalogue gives without `:id` has a query of its own (`/factory/compareEdit?id=create`): both are kept.
    const ToCreate = () => {
        const [pathname, own = ''] = (paths.create() ?? paths.list).split('?');
        const query = new URLSearchParams(own);
        new URLSearchParams(useLocation().search).forEach((value, key) => query.set(key, value));
        const search = query.toString();
        return <Navigate to={{ pathname, search: search && `?${search}` }} replace />;
    };
    return { list: ToList, edit: ToRecord, show: ToRecord, create: ToCreate };
};
