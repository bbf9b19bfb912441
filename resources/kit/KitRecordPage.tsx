import type { ReactElement } from 'react';
import { Alert, Breadcrumbs, Button, Link as MuiLink, Typography } from '@mui/material';
import { Create, Edit, Show, useGetResourceLabel, useRecordContext, useTranslate } from 'react-admin';
import { Link, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { CREATE_ID, kitPaths, RECORD_QUERY, useKit } from './KitContext';
import { KitForm } from './KitForm';
import { KitShowLayout } from './KitShow';
import { representRecord } from './representation';
import { findRoute } from '../../base/routes/catalogue';
import { useRouteTitle } from './useRouteTitle';
import { usePublishPageName } from '../../ui/pageName';

/** Where a record page sits: the list it belongs to, then the record. */
const RecordBreadcrumbs = ({ creating = false }: { creating?: boolean }) => {
    const { entry } = useKit();
    const record = useRecordContext();
    const translate = useTranslate();
    const listRoute = findRoute(entry.paths.list);
    const listTitle = listRoute ? translate(listRoute.titleKey) : entry.paths.list;
    // The visited-page tab names the record as the page does.
    usePublishPageName({ record: !creating && record ? representRecord(entry, record) : undefined });
    return (
        <Breadcrumbs aria-label={translate('resources.kit.breadcrumbs')} sx={{ mt: 2, mb: 1 }}>
            <MuiLink component={Link} to={entry.paths.list} underline="hover" color="inherit">
                {listTitle}
            </MuiLink>
            {(creating || record) && (
                <Typography color="text.primary">{creating ? translate('ra.action.create') : representRecord(entry, record)}</Typography>
            )}
        </Breadcrumbs>
    );
};

/** An unknown (or deleted) id: say so, and offer the way back to the list. */
const RecordNotFound = () => {
    const { entry } = useKit();
    const translate = useTranslate();
    return (
        <Alert
            severity="warning"
            sx={{ mt: 2 }}
            action={
                <Button component={Link} to={entry.paths.list} color="inherit" size="small">
                    {translate('resources.kit.back_to_list')}
                </Button>
            }
        >
            {translate('resources.kit.not_found')}
        </Alert>
    );
};

/**
 * A record's page at its spec path: the edit form, or with the id `create` (resources without a create page of
 * their own) an empty one. Saving goes back to the list at its spec path; a refused save keeps every input and
 * shows the server's messages at their fields. A resource's own view may pass its form (KitForm with inputs of its own),
 * or for a read-only resource its record's layout (`show`).
 */
export const KitRecordPage = ({ form = <KitForm />, show = <KitShowLayout /> }: { form?: ReactElement; show?: ReactElement } = {}) => {
    const { entry, description } = useKit();
    const params = useParams();
    const [query] = useSearchParams();
    const { pathname } = useLocation();
    // The record is the path's `:id`, or `?id=` where the catalogue's record path has none (/prize/template/edit).
    const id = params.id ?? query.get(RECORD_QUERY) ?? undefined;
    const paths = kitPaths(entry);
    const title = useRouteTitle();
    const translate = useTranslate();
    const resourceLabel = useGetResourceLabel();
    // A create page is titled as one ('Create Store address'), also where it is served by the record's route ('Edit Store').
    const createTitle = translate('ra.page.create', { name: resourceLabel(entry.collection, 1) });
    const creating = id === CREATE_ID || (!!entry.paths.create && !id && pathname !== entry.paths.edit);
    usePublishPageName({ title: creating ? createTitle : undefined });
    const redirect = () => paths.list;
    if (creating) {
        return (
            <Create resource={entry.collection} title={createTitle} redirect={redirect} actions={<RecordBreadcrumbs creating />}>
                {form}
            </Create>
        );
    }
    // A record page opened without naming its record (`/prize/template/edit` without `?id=`).
    if (!id) return <RecordNotFound />;
    if (description.actions?.readOnly) {
        return (
            <Show
                resource={entry.collection}
                id={id}
                title={title}
                queryOptions={{ retry: false }}
                error={<RecordNotFound />}
                actions={<RecordBreadcrumbs />}
            >
                {show}
            </Show>
        );
    }
    return (
        <Edit
            resource={entry.collection}
            id={id}
            title={title}
            mutationMode="pessimistic"
            redirect={redirect}
            redirectOnError={false}
            queryOptions={{ retry: false }}
            error={<RecordNotFound />}
            actions={<RecordBreadcrumbs />}
        >
            {form}
        </Edit>
    );
};
