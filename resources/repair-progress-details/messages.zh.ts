import { repairRequestsZh } from '../repair-requests/messages.zh';
import { stepSource } from './steps';

const STATES = repairRequestsZh.resources['repair-requests'].choices.status;

/** 维修进度详情页文案（resources.repair-progress-details），中文：步骤标签以维修状态命名。 */
export const repairProgressDetailsZh = {
    resources: {
        'repair-progress-details': {
            name: '维修进度详情页',
            fields: {
                title: '标题',
                ...Object.fromEntries(Object.entries(STATES).map(([status, state]) => [stepSource(status), `步骤：${state}`])),
                showPromisedTime: '显示承诺时间',
                notes: '说明',
                contactText: '联系文字',
                status: '状态',
                updateTime: '更新时间',
            },
            choices: { status: { online: '上线', offline: '下线' } },
            validation: { step_repeated: '已有步骤使用相同文字：请为每个状态填写不同的标签' },
        },
    },
};
