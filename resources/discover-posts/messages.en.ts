import { activityCommonEn, commonFieldsEn, onlineChoicesEn } from '../activity-common/texts';

/** Discover post texts (resources.discover-posts), in English. */
export const discoverPostsEn = {
    resources: {
        'discover-posts': {
            name: 'Discover post |||| Discover posts',
            fields: {
                ...commonFieldsEn,
                title: 'Title',
                postType: 'Type',
                cover: 'Cover',
                content: 'Body',
                videoUrl: 'Video link',
                spuIds: 'SPUs',
                tags: 'Tags',
                sort: 'Sort',
                publishTime: 'Publish time',
            },
            choices: { postType: { article: 'Article', video: 'Video', post: 'Post' }, status: onlineChoicesEn },
            validation: {
                article_text: 'An article needs a body of at least %{min} characters',
                post_text: 'A post holds at most %{max} characters of text',
                video_needed: 'A video post needs its video link',
                too_many_spus: 'A post links at most %{max} SPUs',
                publish_time_needed: 'An online post needs its publish time',
            },
        },
    },
};

export { activityCommonEn };
