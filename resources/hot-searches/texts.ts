import { kitEn } from '../kit/messages.en';
import { kitZh } from '../kit/messages.zh';
import { REDIRECT_PARTS, redirectField } from '../kit/redirect/redirect';
import { JUMP } from './fields';

/** The jump page's parts, labelled as the redirect block labels them (read on the record's view). */
const jumpParts = (parts: Record<string, string>) => Object.fromEntries(REDIRECT_PARTS.map(part => [redirectField(JUMP, part), parts[part]]));

/**
 * A hot search's labels in both languages, shared by hot-searches and hot-searches-v2 (their message files
 * spread them; a message file exports only its catalogue).
 */
export const hotSearchFieldsEn = {
    tag: 'Tag',
    subtitle: 'Subtitle',
    icon: 'Icon',
    sort: 'Sort',
    startTime: 'Valid from',
    endTime: 'Valid until',
    status: 'Status',
    jumpType: 'Jump page',
    ...jumpParts(kitEn.resources.kit.redirect.parts),
    lastEditor: 'Last editor',
    updateTime: 'Updated',
};

export const hotSearchFieldsZh: typeof hotSearchFieldsEn = {
    tag: '标签',
    subtitle: '副标题',
    icon: '图标',
    sort: '排序',
    startTime: '生效时间',
    endTime: '失效时间',
    status: '状态',
    jumpType: '跳转页面',
    ...jumpParts(kitZh.resources.kit.redirect.parts),
    lastEditor: '最后编辑人',
    updateTime: '更新时间',
};

export const hotSearchChoicesEn = { status: kitEn.resources.kit.activity.status, jumpType: kitEn.resources.kit.redirect.types };
export const hotSearchChoicesZh = { status: kitZh.resources.kit.activity.status, jumpType: kitZh.resources.kit.redirect.types };
