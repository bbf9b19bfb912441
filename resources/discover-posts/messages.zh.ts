import { activityCommonZh, commonFieldsZh, onlineChoicesZh } from '../activity-common/texts';

/** Discover post texts (resources.discover-posts), in Chinese. */
export const discoverPostsZh = {
    resources: {
        'discover-posts': {
            name: '发现内容',
            fields: {
                ...commonFieldsZh,
                title: '标题',
                postType: '类型',
                cover: '封面',
                content: '正文',
                videoUrl: '视频链接',
                spuIds: 'SPU',
                tags: '标签',
                sort: '排序',
                publishTime: '发布时间',
            },
            choices: { postType: { article: '文章', video: '视频', post: '动态' }, status: onlineChoicesZh },
            validation: {
                article_text: '文章正文至少 %{min} 个字符',
                post_text: '动态正文最多 %{max} 个字符',
                video_needed: '视频内容需要视频链接',
                too_many_spus: '一条内容最多关联 %{max} 个 SPU',
                publish_time_needed: '上线的内容需要发布时间',
            },
        },
    },
};

export { activityCommonZh };
