/** Texts the app's operations share (resources.app-ops-common), in Chinese. */
export const appOpsCommonZh = {
    resources: {
        'app-ops-common': {
            live_now: '当前生效',
            validation: {
                overlap: '该时段与同一位置的“%{name}”（已上线，%{start} 至 %{end} UTC）重叠：请修改时间或先将其下线',
            },
        },
    },
};
