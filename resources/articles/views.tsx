import { Link } from 'react-router-dom';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { DataTable, useListContext, useRecordContext, useTranslate } from 'react-admin';
import { KitList } from '../kit/KitList';
import { HtmlPreviewButton } from '../kit/HtmlPreviewButton';
import { codeOfPath } from '../kit/KitContext';
import type { ResourceViews } from '../kit/types';
import { GrantedOnly } from '../../ui/GrantedOnly';
import { useSessionUser } from '../../ui/session/useSessionUser';
import { articleEditorPath } from './paths';
import { isArticleCategory, type ArticleCategory } from './rules';

/** The category the list shows (its filter), else the newsroom: a new article starts in it. */
const useListCategory = (): { category: ArticleCategory; page: number } => {
    const { filterValues, page } = useListContext();
    return { category: isArticleCategory(filterValues.category) ? filterValues.category : 'newsroom', page };
};

const NewArticleButton = () => {
    const translate = useTranslate();
    const siteCode = useSessionUser()?.site?.siteCode ?? '';
    const { category, page } = useListCategory();
    const to = articleEditorPath({ action: 'add', siteCode, category, page });
    return (
        <GrantedOnly code={codeOfPath(to)}>
            <Button component={Link} to={to} size="small" startIcon={<AddIcon />}>
                {translate('resources.articles.editor.add_in')}
            </Button>
        </GrantedOnly>
    );
};

/** A row's buttons: edit it in the editor of its category (coming back to this page), or preview its body. */
const ArticleRowActions = () => {
    const record = useRecordContext();
    const translate = useTranslate();
    const { page } = useListContext();
    if (!record || !isArticleCategory(record.category)) return null;
    const to = articleEditorPath({ action: 'edit', siteCode: String(record.siteCode ?? ''), category: record.category, page, id: record.id });
    return (
        <Stack direction="row" spacing={1} justifyContent="flex-end">
            <GrantedOnly code={codeOfPath(to)}>
                <Button component={Link} to={to} size="small" startIcon={<EditIcon />} onClick={event => event.stopPropagation()}>
                    {translate('resources.articles.editor.edit')}
                </Button>
            </GrantedOnly>
            <HtmlPreviewButton read={() => ({ html: record.body, title: String(record.title ?? '') })} />
        </Stack>
    );
};

const ROW_ACTIONS = [
    <DataTable.Col key="article-actions" label="resources.kit.actions" align="right">
        <ArticleRowActions />
    </DataTable.Col>,
];

const ArticleList = () => <KitList actions={<NewArticleButton />} columnsAfter={ROW_ACTIONS} />;

const views: Partial<ResourceViews> = { list: ArticleList };

export default views;
