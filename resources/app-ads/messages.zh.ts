import { kitZh } from '../kit/messages.zh';
import { REDIRECT_PARTS, redirectField } from '../kit/redirect/redirect';

const JUMP = Object.fromEntries(REDIRECT_PARTS.map(part => [redirectField('jump', part), kitZh.resources.kit.redirect.parts[part]]));

/** App ad texts (resources.app-ads), in Chinese. */
export const appAdsZh = {
    resources: {
        'app-ads': {
            name: 'App 广告',
            fields: {
                title: '标题',
                positionType: '广告位',
                image: '图片',
                jumpType: '跳转',
                ...JUMP,
                startTime: '展示开始',
                endTime: '展示结束',
                frequency: '频次',
                audience: '人群',
                sort: '排序',
                status: '状态',
                creator: '创建人',
                createTime: '创建时间',
                lastEditor: '最后编辑人',
                updateTime: '更新时间',
            },
            choices: {
                positionType: { splash: '开屏', popup: '弹窗', floating: '悬浮窗', banner: '横幅' },
                jumpType: kitZh.resources.kit.redirect.types,
                frequency: { every_launch: '每次启动', once_per_day: '每天一次', once: '仅一次' },
                audience: { all: '全部用户', new_users: '新用户', members: '会员' },
                status: { online: '上线', offline: '下线' },
            },
        },
    },
};
