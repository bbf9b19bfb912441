import { useListContext } from 'react-admin';
import { KitList } from '../kit/KitList';
import { ReviewButtons } from './ReviewButtons';

/** The review buttons on the selection (react-admin's bulk actions bar). */
const SelectionReview = () => <ReviewButtons ids={useListContext().selectedIds} />;

/**
 * The top bar's review buttons while nothing is selected: pressing one says that some data must be selected first
 * (spec section 5). Once rows are selected the bulk actions bar carries them instead.
 */
const ToolbarReview = () => {
    const { selectedIds } = useListContext();
    return selectedIds.length === 0 ? <ReviewButtons ids={selectedIds} /> : null;
};

/**
 * /orders/index: the kit's list of orders (server-side filters in the URL, sort on order time and amount, the
 * column picker, saved views, export) with the batch review, and the next page fetched and drawn ahead.
 */
const OrderList = () => (
    <KitList
        bulkActions={<SelectionReview />}
        actions={<ToolbarReview />}
        prerenderNextPage
    />
);

export default OrderList;
