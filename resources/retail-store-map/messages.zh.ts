/** 零售门店地图文案（resources.retail-store-map），中文。 */
export const retailStoreMapZh = {
    resources: {
        'retail-store-map': {
            intro: '顾客在服务站地图上看到的门店：展示中的体验店、旗舰店和授权店。',
            map: '门店经纬度分布',
        },
    },
};
