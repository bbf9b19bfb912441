import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import PublishIcon from '@mui/icons-material/Publish';
import { Button, Confirm, useCreate, useGetList, useNotify, useTranslate } from 'react-admin';
import { GrantedOnly } from '../../ui/GrantedOnly';
import { codeOfPath } from '../kit/KitContext';
import { entry as publishEntry } from './entry';
import { nextVersion } from './publishPages';

const PUBLISH_PAGE = publishEntry.paths.list;

export interface PublishPageButtonProps {
    /** The collection that makes the page. */
    source: string;
    pageType: string;
    pageName: string;
    /** One record of it published on its own (a product page), else the whole page. */
    recordId?: string | number;
}

/**
 * Publishes a page of the website: after a confirmation, a publish job for it at its next version starts publishing,
 * and the publish page opens, where the job is followed until it is published or failed (with the reason). Shown to
 * the users of the publish page only.
 */
export const PublishPageButton = ({ source, pageType, pageName, recordId }: PublishPageButtonProps) => {
    const translate = useTranslate();
    const notify = useNotify();
    const navigate = useNavigate();
    const [asking, setAsking] = useState(false);
    const [create, { isPending }] = useCreate();
    const pageRecordId = recordId === undefined ? undefined : String(recordId);
    const { data: jobs } = useGetList(publishEntry.collection, {
        filter: pageRecordId === undefined ? { pageSource: source } : { pageSource: source, pageRecordId },
        pagination: { page: 1, perPage: 100 },
        sort: { field: 'updateTime', order: 'DESC' },
    });
    const version = nextVersion((jobs ?? []).map(job => job.version));
    const publish = () => {
        setAsking(false);
        create(
            publishEntry.collection,
            { data: { pageName, pageType, pageSource: source, pageRecordId: pageRecordId ?? null, version, status: 'publishing' } },
            {
                onSuccess: () => {
                    notify('resources.kit.publish.started', { type: 'success', messageArgs: { version } });
                    navigate(PUBLISH_PAGE);
                },
                onError: error => notify(error instanceof Error ? error.message : String(error), { type: 'error' }),
            },
        );
    };
    return (
        <GrantedOnly code={codeOfPath(PUBLISH_PAGE)}>
            <Button label="resources.kit.publish.button" onClick={() => setAsking(true)} disabled={isPending || jobs === undefined}>
                <PublishIcon />
            </Button>
            <Confirm
                isOpen={asking}
                title={translate('resources.kit.publish.confirm_title')}
                content={translate('resources.kit.publish.confirm', { page: pageName, version })}
                onConfirm={publish}
                onClose={() => setAsking(false)}
            />
        </GrantedOnly>
    );
};
