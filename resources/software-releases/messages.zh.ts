/** 软件版本文案（resources.software-releases），中文。 */
export const softwareReleasesZh = {
    resources: {
        'software-releases': {
            name: '软件版本',
            fields: {
                modelId: '机型',
                releaseType: '包类型',
                version: '版本',
                releaseDate: '发布日期',
                fileUrl: '安装包链接',
                fileSizeMb: '大小（MB）',
                md5: 'MD5',
                changelog: '更新日志',
                status: '状态',
                updateTime: '更新时间',
            },
            choices: { releaseType: { ota: 'OTA 升级包', full_rom: '完整 ROM' }, status: { online: '上线', offline: '下线' } },
            validation: {
                version: '请按“关于手机”中的版本号填写，如 V14.0.6.0.UNOINXM',
                md5: '请输入 MD5 校验值：32 位 0–9 和 a–f 字符',
                package: '请链接可安装的包：.zip、.tgz 或 .img',
                version_taken: '该机型已有此包类型的此版本',
            },
        },
    },
};
