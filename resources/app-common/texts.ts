/**
 * Texts the app-content screens share (the "Now" column, the version copy), carried by each screen's message file
 * beside its own, as /activities carry activity-common's.
 */
export const appCommonEn = {
    resources: {
        'app-common': {
            live: { column: 'Now', live: 'Live now', upcoming: 'Coming', ended: 'Ended', off: 'Not shown' },
        },
    },
};

export const appCommonZh: typeof appCommonEn = {
    resources: {
        'app-common': {
            live: { column: '当前', live: '正在展示', upcoming: '即将开始', ended: '已结束', off: '未展示' },
        },
    },
};
