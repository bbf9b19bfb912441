/** leadership-members texts (resources.leadership-members), in English. */
export const leadershipMembersEn = {
    resources: {
        'leadership-members': {
            name: 'Leader |||| Leadership',
            fields: { sort: 'Order', name: 'Name', position: 'Position', photo: 'Photo', bio: 'Biography', status: 'Status', creator: 'Creator', updateTime: 'Update time' },
            choices: { status: { online: 'Online', offline: 'Offline' } },
        },
    },
};
