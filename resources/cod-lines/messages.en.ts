import { codChoicesEn } from './choiceTexts';

/** cod-lines texts (resources.cod-lines), in English. */
export const codLinesEn = {
    resources: {
        'cod-lines': {
            name: 'COD remittance line |||| COD remittance lines',
            fields: {
                courier: 'Courier',
                remittanceDate: 'Remittance date',
                utrNo: 'UTR number',
                awbNo: 'AWB number',
                orderId: 'Order number',
                deliveredDate: 'Delivered date',
                codAmount: 'COD amount',
                remittedAmount: 'Remitted amount',
                orderAmount: 'Order amount (orders)',
                diffAmount: 'Difference',
                matchStatus: 'Match status',
                remittanceId: 'Remittance',
                creator: 'Imported by',
                createTime: 'Imported at',
            },
            choices: { courier: codChoicesEn.courier, matchStatus: codChoicesEn.matchStatus },
            validation: {
                utr_format: 'A UTR is NEFT (bank code, N, 11 digits: HDFCN52026111612) or RTGS (bank code, R, 17 digits)',
                awb_format: 'An AWB number of this courier is %{courier} and 10 digits',
                order_format: 'An order number is OMS and 9 digits',
                two_decimals: 'At most two decimals',
                cod_positive: 'The COD amount must be above 0',
                remitted_above_cod: 'The remitted amount cannot exceed the COD amount',
                delivered_after_remittance: 'A parcel cannot be remitted before it is delivered',
                remittance_imported: 'This courier’s remittance of this date is already imported (UTR %{utr})',
                utr_used: 'This UTR is already used by the remittance of %{courier} on %{date}',
                awb_remitted: 'This AWB number was already remitted on %{date}',
                order_remitted: 'This order was already remitted on %{date}',
                utr_differs: 'The lines of one remittance carry one UTR (row %{row} says %{utr})',
                utr_two_remittances: 'This UTR names another remittance in this file (row %{row})',
                twice_in_file: 'Also on row %{row} of this file',
            },
        },
    },
};
