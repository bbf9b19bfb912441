/** English texts of the ui area (keys under oms.ui). */
export const uiEn = {
    oms: {
        ui: {},
    },
};
