import FactCheckIcon from '@mui/icons-material/FactCheck';
import { useRefresh, useTranslate } from 'react-admin';
import { api } from '../../providers/httpClient';
import { GuardedButton } from '../../ui/GuardedButton';
import { useToast } from '../../ui/useToast';
import { KitList } from '../kit/KitList';
import type { ResourceViews } from '../kit/types';
import { RUN_CHECK_PATH } from './rules';
import { CheckSummaryChart } from './CheckSummaryChart';

/** Runs the check again on the chosen site; the list then shows the new rows and time, and a toast the count. */
const RunCheckButton = () => {
    const translate = useTranslate();
    const refresh = useRefresh();
    const toast = useToast();
    const run = async () => {
        try {
            const outcome = await api.post<{ count: number; failed: number }>(RUN_CHECK_PATH, {}, { bodyType: 'json', notifySuccess: false });
            toast.success('resources.product-checks.run.done', { count: outcome.data.count, failed: outcome.data.failed });
            refresh();
        } catch {
            // The shared client has shown the server's message.
        }
    };
    return (
        <GuardedButton size="small" startIcon={<FactCheckIcon />} onClick={run}>
            {translate('resources.product-checks.run.button')}
        </GuardedButton>
    );
};

/** The list of checks, and below it the chart of passes and failures per check (the list's table stays the first). */
const ProductCheckList = () => (
    <>
        <KitList actions={<RunCheckButton />} />
        <CheckSummaryChart />
    </>
);

const views: Partial<ResourceViews> = { list: ProductCheckList };

export default views;
