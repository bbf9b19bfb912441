import { generatePath } from 'react-router-dom';
import type { ArticleCategory } from './rules';

/** The catalogue's article editor: add or edit, the site and category the article belongs to, the list page to return to. */
export const ARTICLE_EDITOR = '/cms/articles/:action/:siteCode/:category/:page';
export const ARTICLE_LIST = '/cms/articles';

export const articleEditorPath = (to: { action: 'add' | 'edit'; siteCode: string; category: ArticleCategory; page: number; id?: string | number }): string => {
    const path = generatePath(ARTICLE_EDITOR, { action: to.action, siteCode: to.siteCode, category: to.category, page: String(to.page) });
    return to.id === undefined ? path : `${path}?id=${encodeURIComponent(String(to.id))}`;
};

/** The list page the editor came from: its category's articles, at that page. */
export const articleListPath = (category: ArticleCategory, page: number): string =>
    `${ARTICLE_LIST}?${new URLSearchParams({ filter: JSON.stringify({ category }), page: String(page) })}`;
