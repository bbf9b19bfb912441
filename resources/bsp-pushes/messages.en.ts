import { SETTLEMENT_LABELS } from '../settlement-common/texts';

/** bsp-pushes texts (resources.bsp-pushes), in English: the list, the push dialog, the re-push and the rules. */
export const bspPushesEn = {
    resources: {
        'bsp-pushes': {
            name: 'Push to BSP |||| Pushes to BSP',
            fields: {
                batchNo: 'Batch no.',
                provider: 'Provider',
                period: 'Period',
                recordCount: 'Records',
                amount: 'Amount',
                pushStatus: 'Push status',
                pushTime: 'Pushed at',
                errorMessage: 'Error message',
                operator: 'Operator',
                taskId: 'Task ID',
                log: 'Push log',
            },
            choices: {
                provider: SETTLEMENT_LABELS.en.choices.provider,
                pushStatus: { pending: 'Pending', success: 'Success', failed: 'Failed' },
            },
            push: {
                action: 'Push a month',
                title: 'Push a reconciled month to BSP',
                month: 'Month',
                help: 'Only a reconciled month goes to BSP: none of its settlement errors open. Its bill is sent as one batch by the task centre.',
                submit: 'Push',
                confirm_title: 'Push %{provider}, %{month}?',
                confirm_content: '%{count} records, %{amount}, go to BSP as batch %{batchNo}. The push runs in the task centre.',
                done: 'Batch %{batchNo} is being pushed: follow it here or in the task centre',
            },
            repush: {
                action: 'Re-push',
                confirm_title: 'Re-push batch %{batchNo}?',
                confirm_content: 'Batch %{batchNo} (%{count} records, %{amount}) goes to BSP again, as it was. BSP refused it: %{message}',
                done: 'Batch %{batchNo} is being pushed again',
            },
            validation: {
                unknown_provider: 'Choose one of the providers',
                period_format: 'A month, as YYYY-MM',
                period_future: 'A month that has begun: not after the current month',
                exists_success: 'This month was pushed already, in batch %{batchNo}: a month is booked once',
                exists_pending: 'This month is being pushed, in batch %{batchNo}',
                exists_failed: 'Batch %{batchNo} of this month failed: re-push it from its row',
                unreconciled:
                    '1 settlement error of this provider and month is still open: work it in Error details before pushing |||| %{smart_count} settlement errors of this provider and month are still open: work them in Error details before pushing',
                nothing_to_push: 'No settlement line of this provider was settled in this month: nothing to push',
                repush_refused: 'Only a failed batch is pushed again: batch %{batchNo} has not failed',
                setting_disabled: 'The provider setting of gateway %{gateway} is disabled or missing: BSP has no ledger account to book it to',
                ledger_missing: 'Gateway %{gateway} has no ledger account in the provider settings',
                ledger_not_asset: 'BSP refused ledger account %{account} of gateway %{gateway}: a settlement is booked to an asset (clearing) account, 1xxx-…',
            },
        },
    },
};
