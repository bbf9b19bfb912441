import { useMemo } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Create, Edit, ResourceContextProvider, Toolbar, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { KitContext, type Kit } from '../kit/KitContext';
import { KitForm } from '../kit/KitForm';
import { HtmlPreviewButton } from '../kit/HtmlPreviewButton';
import { GuardedSaveButton } from '../../ui/GuardedSaveButton';
import { usePublishPageName } from '../../ui/pageName';
import { useSessionUser } from '../../ui/session/useSessionUser';
import { entry } from './entry';
import { description, rules } from './index';
import { articleListPath } from './paths';
import { ARTICLE_ACTIONS, isArticleCategory } from './rules';
import { PublishArticleButton } from './PublishArticleButton';

const KIT: Kit = { entry, description, rules };

/** Preview what the form holds now, as the site would show it. */
const FormPreviewButton = () => {
    const { getValues } = useFormContext();
    return <HtmlPreviewButton color="inherit" read={() => ({ html: getValues('body'), title: String(getValues('title') ?? '') })} />;
};

const EditorToolbar = ({ editing }: { editing: boolean }) => (
    // Deleting is the list's (its selection's Delete): the editor saves, previews and publishes.
    <Toolbar>
        <Stack direction="row" spacing={1}>
            <GuardedSaveButton />
            <FormPreviewButton />
            {editing && <PublishArticleButton />}
        </Stack>
    </Toolbar>
);

/**
 * The article editor at the catalogue's `articles/{add|edit}/{siteCode}/{category}/{page}`: a new article of that
 * category, or the one `?id=` names, on the site chosen in the top bar; saving goes back to the list
 * page it came from.
 */
const ArticleEditorPage = () => {
    const { action, siteCode, category, page } = useParams();
    const [query] = useSearchParams();
    const translate = useTranslate();
    const site = useSessionUser()?.site?.siteCode;
    const pageNumber = Math.max(1, Number.parseInt(page ?? '', 10) || 1);
    const valid = (ARTICLE_ACTIONS as readonly unknown[]).includes(action) && isArticleCategory(category);
    const categoryLabel = valid ? translate(`resources.articles.choices.category.${category}`) : '';
    const title = translate(action === 'add' ? 'resources.articles.editor.add_title' : 'resources.articles.editor.edit_title', { category: categoryLabel });
    usePublishPageName({ title: valid ? title : undefined });
    const back = isArticleCategory(category) ? articleListPath(category, pageNumber) : entry.paths.list;
    const newArticle = useMemo(() => ({ category, status: 'draft' }), [category]);
    const id = query.get('id');
    const refusal = !valid || (action === 'edit' && !id) ? 'resources.articles.editor.not_found' : siteCode !== site ? 'resources.articles.editor.other_site' : undefined;
    if (refusal) {
        return (
            <Alert
                severity="warning"
                sx={{ mt: 2 }}
                action={
                    <Button component={Link} to={back} color="inherit" size="small">
                        {translate('resources.articles.editor.back')}
                    </Button>
                }
            >
                {translate(refusal, { site: siteCode })}
            </Alert>
        );
    }
    const form = <KitForm toolbar={<EditorToolbar editing={action === 'edit'} />} />;
    return (
        <ResourceContextProvider value={entry.collection}>
            <KitContext.Provider value={KIT}>
                {action === 'add' ? (
                    <Create resource={entry.collection} title={title} record={newArticle} redirect={() => back}>
                        {form}
                    </Create>
                ) : (
                    <Edit
                        resource={entry.collection}
                        id={id!}
                        title={title}
                        mutationMode="pessimistic"
                        redirect={() => back}
                        queryOptions={{ retry: false }}
                        error={<Alert severity="warning">{translate('resources.kit.not_found')}</Alert>}
                    >
                        {form}
                    </Edit>
                )}
            </KitContext.Provider>
        </ResourceContextProvider>
    );
};

export default ArticleEditorPage;
