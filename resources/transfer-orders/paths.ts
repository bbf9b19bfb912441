import { generatePath } from 'react-router-dom';

/** The catalogue's detail page of a transfer, by its number. */
export const DETAIL_PATH = '/inventory/transferOrder/orderDetail/:transferOrderNo';
export const detailPath = (transferOrderNo: string) => generatePath(DETAIL_PATH, { transferOrderNo });
