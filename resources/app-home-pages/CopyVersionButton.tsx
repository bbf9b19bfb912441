import { useState } from 'react';
import { Button, Confirm, useCreate, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useClickGuard } from '../../ui/useClickGuard';
import { useToast } from '../../ui/useToast';

/** What a copy takes from its version: all but its id, state and audit (the server makes the copy a draft). */
const COPIED = ['pageId', 'platform', 'minAppVersion', 'startTime', 'endTime', 'modules'] as const;

/**
 * Copy a version (spec: "copy"), confirmed: a new draft with the version's page, platform, window and modules,
 * named "… (copy)", to edit and put online on its own.
 */
export const CopyVersionButton = () => {
    const record = useRecordContext();
    const translate = useTranslate();
    const notify = useNotify();
    const toast = useToast();
    const refresh = useRefresh();
    const [create, { isPending }] = useCreate();
    const [asking, setAsking] = useState(false);
    const { disabled: guarded, guard } = useClickGuard();
    if (!record) return null;
    const name = String(record.pageName ?? '');
    const copy = () => {
        setAsking(false);
        const pageName = translate('resources.app-home-pages.copy.name', { name }).slice(0, 60);
        const data = { ...Object.fromEntries(COPIED.map(source => [source, record[source]])), pageName };
        create(
            'app-home-pages',
            { data },
            {
                onSuccess: () => {
                    notify('resources.app-home-pages.copy.done', { type: 'success', messageArgs: { name: pageName } });
                    refresh();
                },
                // The server's reason (its text), should the copy be refused.
                onError: error => toast.error(error instanceof Error && error.message ? error.message : 'ra.notification.http_error'),
            },
        );
    };
    return (
        <>
            <Button
                label="resources.app-home-pages.copy.button"
                disabled={isPending || guarded}
                onClick={event => {
                    event.stopPropagation();
                    setAsking(true);
                }}
            >
                <ContentCopyIcon />
            </Button>
            <Confirm
                isOpen={asking}
                title={translate('resources.app-home-pages.copy.title', { name })}
                content={translate('resources.app-home-pages.copy.content')}
                onConfirm={guard(copy)}
                onClose={() => setAsking(false)}
            />
        </>
    );
};
