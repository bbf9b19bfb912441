import type { MouseEvent } from 'react';
import { Link, useRecordContext } from 'react-admin';
import { KitList } from '../kit/KitList';
import type { ResourceViews } from '../kit/types';
import { detailPath } from './paths';

/** An invoice's number, linking to its printable detail (invoice-detail/{id}/{type}). */
const NumberCell = () => {
    const record = useRecordContext();
    if (!record) return null;
    return (
        <Link to={detailPath(record.id, String(record.invoiceType))} onClick={(event: MouseEvent) => event.stopPropagation()}>
            {String(record.invoiceNo)}
        </Link>
    );
};

const CELLS = { invoiceNo: <NumberCell /> };

/** The list: the kit's, each number a link to its detail. */
const InvoiceList = () => <KitList cells={CELLS} />;

const views: Partial<ResourceViews> = { list: InvoiceList };
export default views;
