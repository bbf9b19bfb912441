/** 维修进度查询页文案（resources.repair-progress-pages），中文。 */
export const repairProgressPagesZh = {
    resources: {
        'repair-progress-pages': {
            name: '维修进度查询页',
            fields: { title: '标题', searchHint: '搜索提示', searchBy: '查询方式', intro: '简介', banner: '横幅', status: '状态', updateTime: '更新时间' },
            choices: {
                searchBy: { request_no: '请求编号', imei: 'IMEI', mobile: '手机号' },
                status: { online: '上线', offline: '下线' },
            },
            validation: {
                search_key: '还需按请求编号或 IMEI 查询：仅凭手机号会查到多个维修',
                banner_online: '上线的页面需要横幅',
            },
        },
    },
};
