import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import PublishIcon from '@mui/icons-material/Publish';
import { Button, Confirm, useCreate, useGetList, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { GrantedOnly } from '../../ui/GrantedOnly';
import { codeOfPath } from '../kit/KitContext';
import { entry as publishEntry } from '../page-publish-jobs/entry';

const PUBLISH_PAGE = publishEntry.paths.list;

/** The version after the highest of an article's jobs (v1 for its first). */
const nextVersion = (versions: readonly unknown[]): string => {
    const majors = versions.map(version => Number.parseInt(String(version).replace(/^v/, ''), 10)).filter(Number.isFinite);
    return `v${Math.max(0, ...majors) + 1}`;
};

/**
 * Publishes the saved article: after a confirmation, a publish job for it at its next version starts publishing,
 * and the publish page opens, where the job is followed until it is published or failed.
 */
export const PublishArticleButton = () => {
    const record = useRecordContext();
    const translate = useTranslate();
    const notify = useNotify();
    const navigate = useNavigate();
    const [asking, setAsking] = useState(false);
    const [create, { isPending }] = useCreate();
    const { data: jobs } = useGetList(
        publishEntry.collection,
        { filter: { articleId: record?.id }, pagination: { page: 1, perPage: 100 }, sort: { field: 'updateTime', order: 'DESC' } },
        { enabled: record !== undefined },
    );
    if (!record) return null;
    const version = nextVersion((jobs ?? []).map(job => job.version));
    const title = String(record.title ?? '');
    const publish = () => {
        setAsking(false);
        create(
            publishEntry.collection,
            { data: { pageName: title, pageType: 'article', articleId: record.id, version, status: 'publishing' } },
            {
                onSuccess: () => {
                    notify('resources.page-publish-jobs.publish.started', { type: 'success', messageArgs: { version } });
                    navigate(PUBLISH_PAGE);
                },
                onError: error => notify(error instanceof Error ? error.message : String(error), { type: 'error' }),
            },
        );
    };
    return (
        <GrantedOnly code={codeOfPath(PUBLISH_PAGE)}>
            <Button label="resources.articles.editor.publish" color="inherit" onClick={() => setAsking(true)} disabled={isPending || jobs === undefined}>
                <PublishIcon />
            </Button>
            <Confirm
                isOpen={asking}
                title={translate('resources.page-publish-jobs.publish.confirm_title')}
                content={translate('resources.page-publish-jobs.publish.confirm', { title, version })}
                onConfirm={publish}
                onClose={() => setAsking(false)}
            />
        </GrantedOnly>
    );
};
