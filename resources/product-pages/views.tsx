import { Button, DataTable, useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import { KitList } from '../kit/KitList';
import { RECORD_QUERY } from '../kit/KitContext';
import type { ResourceViews } from '../kit/types';

/** Opens the page's sub-navigation bar (/cms/navbar?id=…). */
const NavbarLink = () => {
    const record = useRecordContext();
    return record ? (
        <Button
            component={Link}
            to={`/cms/navbar?${RECORD_QUERY}=${encodeURIComponent(String(record.id))}`}
            label="resources.product-pages.actions.navbar"
            startIcon={<MenuOpenIcon />}
            onClick={event => event.stopPropagation()}
        />
    ) : null;
};

const AFTER = [
    <DataTable.Col key="navbar" label="resources.product-pages.tabs.navbar">
        <NavbarLink />
    </DataTable.Col>,
];

const ProductPageList = () => <KitList columnsAfter={AFTER} />;

const views: Partial<ResourceViews> = { list: ProductPageList };

export default views;
