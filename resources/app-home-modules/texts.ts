import { commonFieldsEn, commonFieldsZh, onlineChoicesEn, onlineChoicesZh, redirectLabelsEn, redirectLabelsZh } from '../activity-common/texts';

const redirect = redirectLabelsEn('jump');

/** The app home's module labels, shared with the mini program's home (its own name). */
export const homeModuleTextsEn = {
    fields: {
        ...commonFieldsEn,
        ...redirect.fields,
        sort: 'Order',
        title: 'Title',
        moduleType: 'Module type',
        subtitle: 'Subtitle',
        image: 'Picture',
        spuIds: 'SPUs',
        videoUrl: 'Video link',
        liveStreamId: 'Live stream',
    },
    choices: {
        ...redirect.choices,
        moduleType: { banner: 'Banner', quick_entry: 'Quick entry', product_floor: 'Product floor', video: 'Video', live: 'Live' },
        status: onlineChoicesEn,
    },
    validation: {
        image_needed: 'A banner or a quick entry needs its picture',
        floor_spus: 'A product floor shows %{min} to %{max} SPUs',
        video_needed: 'A video module needs its video link',
        live_needed: 'A live module needs its live stream',
    },
};

const redirectZh = redirectLabelsZh('jump');

/** 应用首页模块的标签，小程序首页共用。 */
export const homeModuleTextsZh: typeof homeModuleTextsEn = {
    fields: {
        ...commonFieldsZh,
        ...redirectZh.fields,
        sort: '顺序',
        title: '标题',
        moduleType: '模块类型',
        subtitle: '副标题',
        image: '图片',
        spuIds: 'SPU',
        videoUrl: '视频链接',
        liveStreamId: '直播',
    },
    choices: {
        ...redirectZh.choices,
        moduleType: { banner: '横幅', quick_entry: '快捷入口', product_floor: '商品楼层', video: '视频', live: '直播' },
        status: onlineChoicesZh,
    },
    validation: {
        image_needed: '横幅或快捷入口需要图片',
        floor_spus: '商品楼层展示 %{min} 至 %{max} 个 SPU',
        video_needed: '视频模块需要视频链接',
        live_needed: '直播模块需要选择直播',
    },
};

