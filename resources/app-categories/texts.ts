import { onlineChoicesEn, onlineChoicesZh, redirectLabelsEn, redirectLabelsZh } from '../activity-common/texts';
import { REDIRECT_PREFIX } from './rules';

const redirectEn = redirectLabelsEn(REDIRECT_PREFIX);
const redirectZh = redirectLabelsZh(REDIRECT_PREFIX);

/** A category page's labels and rule texts, shared by the V1 and V2 pages (each with its own name). */
export const categoryPageTextsEn = {
    fields: { ...redirectEn.fields, sort: 'Order', name: 'Name in the app', categoryId: 'Category', icon: 'Icon', banner: 'Banner', spuIds: 'SPUs', status: 'Status', updateTime: 'Updated' },
    choices: { ...redirectEn.choices, status: onlineChoicesEn },
    validation: { spus: 'A category page lists %{min} to %{max} SPUs', banner_needed: 'A banner with a link needs its picture' },
};

export const categoryPageTextsZh: typeof categoryPageTextsEn = {
    fields: { ...redirectZh.fields, sort: '顺序', name: '应用内名称', categoryId: '类目', icon: '图标', banner: '横幅', spuIds: 'SPU', status: '状态', updateTime: '更新时间' },
    choices: { ...redirectZh.choices, status: onlineChoicesZh },
    validation: { spus: '类目页展示 %{min} 至 %{max} 个 SPU', banner_needed: '带跳转的横幅需要图片' },
};
