import FactCheckIcon from '@mui/icons-material/FactCheck';
import { useRefresh, useTranslate } from 'react-admin';
import { api } from '../../providers/httpClient';
import { GuardedButton } from '../../ui/GuardedButton';
import { useToast } from '../../ui/useToast';
import { KitList } from '../kit/KitList';
import type { ResourceViews } from '../kit/types';
import { RUN_CHECK_PATH } from './rules';

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

const ProductCheckList = () => <KitList actions={<RunCheckButton />} />;

const views: Partial<ResourceViews> = { list: ProductCheckList };

export default views;
