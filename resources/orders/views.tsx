import type { ResourceViews } from '../kit/types';
import OrderList from './OrderList';
import OrderDetail from './OrderDetail';

/** The orders' own list (batch review, next page fetched ahead) and record page (grouped fields, lines, review flow). */
const views: Partial<ResourceViews> = { list: OrderList, edit: OrderDetail };
export default views;
