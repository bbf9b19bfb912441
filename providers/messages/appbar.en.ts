/** English texts of the appbar area (keys under oms.appbar). */
export const appbarEn = {
    oms: {
        appbar: {},
    },
};
