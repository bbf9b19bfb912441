import type { FieldErrors } from '../kit/types';

/** The four categories of the website's articles (spec section 2): the editor's route carries one. */
export const ARTICLE_CATEGORIES = ['newsroom', 'legal', 'offer', 'blog'] as const;
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];
export const isArticleCategory = (value: unknown): value is ArticleCategory => (ARTICLE_CATEGORIES as readonly unknown[]).includes(value);

/** The editor's two modes, the route's `:action`. */
export const ARTICLE_ACTIONS = ['add', 'edit'] as const;

/** A URL slug: letters, digits and single hyphens between them (the site lowercases it), as in /newsroom/{slug}. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/i;

/**
 * An article's rules beyond its description (form, mock, import): the slug is a path segment, and a published
 * article says when it was published.
 */
export const articleRules = (record: Record<string, unknown>): FieldErrors => {
    const errors: FieldErrors = {};
    const slug = record.urlSlug;
    if (typeof slug === 'string' && slug.trim() !== '' && !SLUG.test(slug.trim())) errors.urlSlug = 'resources.articles.validation.slug';
    if (record.status === 'published' && (record.publishTime === undefined || record.publishTime === null || record.publishTime === '')) {
        errors.publishTime = 'resources.articles.validation.publish_time';
    }
    return errors;
};
