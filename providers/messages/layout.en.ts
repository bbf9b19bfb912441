/** English texts of the layout area (keys under oms.layout). */
export const layoutEn = {
    oms: {
        layout: {},
    },
};
