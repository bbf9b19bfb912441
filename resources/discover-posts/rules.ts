import type { FieldErrors } from '../kit/types';

/**
 * A discover post's rules (the spec gives the fields only; these are a content feed's): an article has a body of
 * some length, a video its video link, a short post a body of at most 1,000 characters of text; it links at most 10
 * SPUs; an online post has its publish time. Its body's links and pictures are the kit's rich-text rule (http(s) or
 * site paths only) and it is shown sanitised. Keys of `resources.discover-posts.validation`.
 */
export const POST_TYPES = ['article', 'video', 'post'] as const;
export const ARTICLE_MIN_TEXT = 50;
export const POST_MAX_TEXT = 1_000;
export const MAX_SPUS = 10;

const KEY = 'resources.discover-posts.validation';
const isBlank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

/** The text a reader reads of a body: tags and entities out, spaces folded (pure, for the mock too). */
export const textOf = (html: unknown): string =>
    String(html ?? '')
        .replace(/<[^>]*>/g, ' ')
        .replace(/&[a-z]+;|&#\d+;/gi, ' ')
        .replace(/\s+/g, ' ')
        .trim();

export const discoverRules = (record: Record<string, unknown>): FieldErrors => {
    const errors: FieldErrors = {};
    const text = textOf(record.content);
    if (record.postType === 'article' && text.length < ARTICLE_MIN_TEXT) errors.content = { message: `${KEY}.article_text`, args: { min: ARTICLE_MIN_TEXT } };
    if (record.postType === 'post' && text.length > POST_MAX_TEXT) errors.content = { message: `${KEY}.post_text`, args: { max: POST_MAX_TEXT } };
    if (record.postType === 'video' && isBlank(record.videoUrl)) errors.videoUrl = `${KEY}.video_needed`;
    if (Array.isArray(record.spuIds) && record.spuIds.length > MAX_SPUS) errors.spuIds = { message: `${KEY}.too_many_spus`, args: { max: MAX_SPUS } };
    if (record.status === 'online' && isBlank(record.publishTime)) errors.publishTime = `${KEY}.publish_time_needed`;
    return errors;
};
