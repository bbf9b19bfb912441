/** leadership-members texts (resources.leadership-members), in Chinese. */
export const leadershipMembersZh = {
    resources: {
        'leadership-members': {
            name: '管理团队',
            fields: { sort: '顺序', name: '姓名', position: '职位', photo: '照片', bio: '简介', status: '状态', creator: '创建人', updateTime: '更新时间' },
            choices: { status: { online: '上线', offline: '下线' } },
        },
    },
};
