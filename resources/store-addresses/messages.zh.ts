/** Store address texts (resources.store-addresses), in Chinese. */
export const storeAddressesZh = {
    resources: {
        'store-addresses': {
            name: '门店地址',
            fields: {
                countrySite: '国家站点',
                name: '门店名称',
                storeType: '门店类型',
                state: '邦/省',
                city: '城市',
                address: '地址',
                pincode: '邮编',
                longitude: '经度',
                latitude: '纬度',
                businessHours: '营业时间',
                breakTime: '休息时间',
                contact: '联系方式',
                image: '图片',
                status: '状态',
                updateTime: '更新时间',
            },
            choices: {
                countrySite: { in: '印度', id: '印度尼西亚', cn: '中国', eu: '欧洲', es: '西班牙', it: '意大利', fr: '法国', uk: '英国', tr: '土耳其' },
                storeType: { experience: '体验店', flagship: '旗舰店', authorised: '授权店', service_centre: '服务中心' },
                status: { display: '展示', shield: '屏蔽' },
            },
            actions: { display: '展示', shield: '屏蔽' },
            preview: {
                intro: '顾客看到的门店页：只显示状态为“展示”的门店。',
                empty: '没有符合条件的展示门店。',
                image_of: '%{name} 的图片',
                hours: '营业 %{hours}（休息 %{break}）',
                map: '在地图上查看 %{name}',
            },
            validation: {
                longitude_range: '经度须在 %{min} 到 %{max} 之间',
                latitude_range: '纬度须在 %{min} 到 %{max} 之间',
            },
        },
    },
};
