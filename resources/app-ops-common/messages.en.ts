/** Texts the app's operations share (resources.app-ops-common), in English. */
export const appOpsCommonEn = {
    resources: {
        'app-ops-common': {
            live_now: 'Live now',
            validation: {
                overlap: 'This window overlaps “%{name}” (online from %{start} to %{end} UTC) in the same slot: change the times or take it offline first',
            },
        },
    },
};
