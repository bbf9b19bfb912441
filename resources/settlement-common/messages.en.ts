/** What the settlement screens share (resources.settlement-common), in English: rules, the error dialog, the log. */
export const settlementCommonEn = {
    resources: {
        'settlement-common': {
            validation: {
                action_not_allowed: 'This action is not allowed while the error is %{status}',
                reason_required: 'Choose the reason for this action',
                unknown_reason: 'Choose one of the reasons',
                remark_required: 'Say why in a remark when the reason is Other',
                amount_format: 'An amount with at most two decimals',
                amount_zero: 'The adjusted amount cannot be zero',
                amount_beyond_diff: 'Of the sign of the difference and at most it, %{diff}',
                refund_no_required: 'A refund line names its refund number',
                two_decimals: 'At most two decimals',
                charges_above_gross: 'The fee, its tax and the subvention cannot exceed the gross amount',
                settled_before_txn: 'The settlement cannot be before the transaction',
                tenure: 'A tenure of %{tenures} months',
            },
            work: {
                open: 'Work',
                title: 'Error %{errorNo}',
                none_allowed: 'No action left: the error is %{status}.',
                submit: 'Submit',
                confirm_title: '%{action} error %{errorNo}?',
                confirm_content: '%{action} (%{reason}). The action is recorded in the log with your name and the time.',
                done: 'Error %{errorNo}: %{status}',
                order: 'Open the order',
                line: 'Open the settlement line',
            },
            log: {
                empty: 'No action yet',
                from_to: '%{from} → %{to}',
                from_flag: 'From flag %{flagNo}: %{remark}',
                matched_on_import: 'Matched on import',
            },
            raw: { column: 'Column', value: 'Value', empty: 'No file row' },
            chart: { title: 'Orders against settled, by provider' },
        },
    },
};
