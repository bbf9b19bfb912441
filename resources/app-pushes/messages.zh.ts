import { kitZh } from '../kit/messages.zh';
import { REDIRECT_PARTS, redirectField } from '../kit/redirect/redirect';
import { LINK_PREFIX } from './rules';

const LINK = Object.fromEntries(REDIRECT_PARTS.map(part => [redirectField(LINK_PREFIX, part), kitZh.resources.kit.redirect.parts[part]]));

/** App push texts (resources.app-pushes), in Chinese. */
export const appPushesZh = {
    resources: {
        'app-pushes': {
            name: 'App 推送',
            fields: {
                templateCode: '模板编码',
                title: '标题',
                content: '内容',
                image: '图片',
                linkType: '点击后打开',
                ...LINK,
                platform: '平台',
                audience: '推送对象',
                userFile: '用户文件',
                sendTime: '发送时间',
                status: '状态',
                sentCount: '已发送',
                deliveredCount: '已送达',
                openCount: '已打开',
                updateTime: '编辑时间',
            },
            choices: {
                linkType: kitZh.resources.kit.redirect.types,
                platform: { all: 'Android 和 iOS', android: 'Android', ios: 'iOS' },
                audience: { all: '全部用户', segment: '用户分群', user_file: '文件中的用户' },
                status: { draft: '草稿', scheduled: '待发送', sent: '已发送', cancelled: '已取消' },
            },
            actions: { send: '发送', cancel: '取消', view: '查看', edit: '编辑' },
            not_found: '没有此模板编码的推送。',
            validation: {
                status_change: '状态“%{from}”不能改为“%{to}”',
                template_code: '模板编码为 3 至 40 位大写字母、数字或 _，以字母开头',
                file_required: '请上传用户文件',
                send_time_required: '待发送的推送须填写发送时间',
            },
        },
    },
};
