import { activityCommonZh } from '../activity-common/texts';
import { categoryPageTextsZh } from '../app-categories/texts';

/** App category page V2 texts (resources.app-categories-v2), in Chinese. */
export const appCategoriesV2Zh = {
    resources: {
        'app-categories-v2': {
            name: '应用类目页（V2）',
            fields: { ...categoryPageTextsZh.fields, homePageId: '首页版本', layout: '布局' },
            choices: { ...categoryPageTextsZh.choices, layout: { grid_2: '两列网格', grid_3: '三列网格', list: '列表', banner_grid: '横幅加网格' } },
            validation: {
                ...categoryPageTextsZh.validation,
                whole_rows: '%{columns} 列网格须整行展示：SPU 数量须为 %{columns} 的倍数',
                banner_layout: '横幅布局需要横幅图片',
                category_taken: '该类目在此版本中已有类目页：“%{name}”',
            },
        },
        'app-categories': { validation: categoryPageTextsZh.validation },
    },
};

export { activityCommonZh };
