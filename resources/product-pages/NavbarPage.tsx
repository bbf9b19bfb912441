import { Fragment } from 'react';
import { Alert, Typography } from '@mui/material';
import { Edit, SimpleForm, Toolbar, useRecordContext, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { inputFor } from '../kit/fields';
import { validateRecord } from '../kit/validate';
import { RECORD_QUERY } from '../kit/KitContext';
import { GuardedSaveButton } from '../../ui/GuardedSaveButton';
import { PublishPageButton } from '../page-publish-jobs/PublishPageButton';
import { description, rules } from './index';

const LIST = '/cms/products-page';
const NAVBAR_FIELDS = description.fields.filter(field => field.tab === 'navbar');

const PageName = () => {
    const record = useRecordContext();
    const translate = useTranslate();
    return record ? (
        <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
            {translate('resources.product-pages.navbar.of', { page: String(record.pageTitle ?? ''), slug: String(record.urlSlug ?? '') })}
        </Typography>
    ) : null;
};

/** Publishes this product page with its bar through a publish job (it fails when the page is not online). */
const PublishProductPage = () => {
    const record = useRecordContext();
    return record ? <PublishPageButton source="product-pages" pageType="product_page" pageName={String(record.pageTitle ?? '')} recordId={record.id} /> : null;
};

/**
 * /cms/navbar?id=… (hidden): the sub-navigation bar of a product page (the name it shows, its anchor tabs as JSON
 * `[{"name": "Specs", "anchor": "#specs"}]`, the buy button's text and link), opened from the product pages' list.
 * The product page's one validator checks it; saving returns to the list.
 */
const NavbarPage = () => {
    const [query] = useSearchParams();
    const translate = useTranslate();
    const id = query.get(RECORD_QUERY);
    if (!id) return <Alert severity="warning" sx={{ mt: 2 }}>{translate('resources.product-pages.navbar.choose')}</Alert>;
    return (
        <Edit resource="product-pages" id={id} mutationMode="pessimistic" redirect={() => LIST} redirectOnError={false} queryOptions={{ retry: false }}>
            <SimpleForm
                validate={values => validateRecord(description, values, rules)}
                noValidate
                warnWhenUnsavedChanges
                sx={{ maxWidth: 720 }}
                toolbar={
                    <Toolbar>
                        <GuardedSaveButton />
                        <PublishProductPage />
                    </Toolbar>
                }
            >
                <PageName />
                <Typography variant="body2" color="text.secondary">
                    {translate('resources.product-pages.navbar.hint')}
                </Typography>
                {NAVBAR_FIELDS.map(field => (
                    <Fragment key={field.source}>{inputFor('product-pages', field)}</Fragment>
                ))}
            </SimpleForm>
        </Edit>
    );
};

export default NavbarPage;
