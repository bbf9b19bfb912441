/** English texts of the pages area (keys under oms.pages). */
export const pagesEn = {
    oms: {
        pages: {},
    },
};
