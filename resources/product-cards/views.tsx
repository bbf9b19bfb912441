import { Fragment, type ReactElement, type ReactNode } from 'react';
import { useRecordContext } from 'react-admin';
import { Link as MuiLink } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { useKit, RECORD_QUERY } from '../kit/KitContext';
import { KitForm } from '../kit/KitForm';
import { KitList } from '../kit/KitList';
import { KitRecordPage } from '../kit/KitRecordPage';
import { inputFor } from '../kit/fields';
import type { ResourceViews } from '../kit/types';
import { DYNAMIC_ONLY, STATIC_EDIT_PATH, STATIC_ONLY } from './rules';

/** A card type's own inputs, shown while the form's card type is that type. */
const TypeOnly = ({ type, children }: { type: string; children: ReactNode }) => (useWatch({ name: 'cardType' }) === type ? <>{children}</> : null);

/**
 * A static card opened at the dynamic card's page (a row of the list) goes to its own page, and the other way
 * round: each card type is edited at its spec path.
 */
const TypePage = () => {
    const record = useRecordContext();
    const { entry } = useKit();
    const { pathname } = useLocation();
    if (record?.id === undefined) return null;
    const wanted = record.cardType === 'static' ? STATIC_EDIT_PATH : entry.paths.edit!;
    return pathname === wanted ? null : <Navigate replace to={pageOf(record, entry.paths.edit!)} />;
};

/** A card's page by its type: the dynamic card's or the static card's. */
const pageOf = (record: { id: unknown; cardType?: unknown }, editPath: string) =>
    `${record.cardType === 'static' ? STATIC_EDIT_PATH : editPath}?${RECORD_QUERY}=${encodeURIComponent(String(record.id))}`;

/** The card's title, a link to its own page (edit or editStatic by its type). */
const TitleLink = () => {
    const record = useRecordContext();
    const { entry } = useKit();
    return record ? (
        <MuiLink component={Link} to={pageOf(record, entry.paths.edit!)} onClick={event => event.stopPropagation()}>
            {String(record.cardTitle ?? '')}
        </MuiLink>
    ) : null;
};

const CELLS = { cardTitle: <TitleLink /> };

const ProductCardList = () => <KitList cells={CELLS} />;

/** The card's form: the shared fields, and those of its type only. */
export const ProductCardPage = () => {
    const { entry, description } = useKit();
    const only = (type: string, sources: readonly string[]): Record<string, ReactElement> =>
        Object.fromEntries(
            description.fields
                .filter(field => sources.includes(field.source))
                .map(field => [field.source, <TypeOnly key={field.source} type={type}>{inputFor(entry.collection, field)}</TypeOnly>]),
        );
    return (
        <KitRecordPage
            form={
                <Fragment>
                    <TypePage />
                    <KitForm inputs={{ ...only('dynamic', DYNAMIC_ONLY), ...only('static', STATIC_ONLY) }} />
                </Fragment>
            }
        />
    );
};

const views: Partial<ResourceViews> = { list: ProductCardList, edit: ProductCardPage };

export default views;
