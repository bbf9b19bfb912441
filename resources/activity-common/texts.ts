import { kitEn } from '../../providers/messages/resources/kit.en';
import { kitZh } from '../../providers/messages/resources/kit.zh';

/**
 * Texts of the fields, choices, actions and rules the /activities screens share (./fields.ts, ./rules.ts), in both
 * languages. Each screen's message file spreads the labels into its own `fields` and carries `activityCommonEn/Zh`
 * (the shared row actions, under resources.activity-common) beside its own. The time range's rule text and the
 * activity statuses are the kit's (resources.kit.activity).
 */
export const commonFieldsEn = {
    activityName: 'Activity name',
    startTime: 'Start time',
    endTime: 'End time',
    status: 'Status',
    creator: 'Created by',
    createTime: 'Created',
    lastEditor: 'Last edited by',
    updateTime: 'Updated',
};

export const commonFieldsZh: typeof commonFieldsEn = {
    activityName: '活动名称',
    startTime: '开始时间',
    endTime: '结束时间',
    status: '状态',
    creator: '创建人',
    createTime: '创建时间',
    lastEditor: '最后编辑人',
    updateTime: '更新时间',
};

/** The activity statuses' labels, the kit's (resources.kit.activity.status), for a resource's `choices.status`. */
export const activityStatusChoicesEn = kitEn.resources.kit.activity.status;
export const activityStatusChoicesZh = kitZh.resources.kit.activity.status;

export const enabledChoicesEn = { enabled: 'Enabled', disabled: 'Disabled' };
export const enabledChoicesZh: typeof enabledChoicesEn = { enabled: '启用', disabled: '禁用' };
export const onlineChoicesEn = { online: 'Online', offline: 'Offline' };
export const onlineChoicesZh: typeof onlineChoicesEn = { online: '上线', offline: '下线' };

export const activityCommonEn = {
    resources: {
        'activity-common': {
            actions: { online: 'Go online', offline: 'Take offline' },
        },
    },
};

export const activityCommonZh: typeof activityCommonEn = {
    resources: {
        'activity-common': {
            actions: { online: '上线', offline: '下线' },
        },
    },
};
