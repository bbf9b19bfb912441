import { activityCommonZh, commonFieldsZh, enabledChoicesZh } from '../activity-common/texts';

/** NPS questionnaire texts (resources.nps-surveys), in Chinese. */
export const npsSurveysZh = {
    resources: {
        'nps-surveys': {
            name: 'NPS 问卷',
            fields: {
                ...commonFieldsZh,
                surveyName: '问卷',
                trigger: '发送时机',
                channel: '渠道',
                scoreQuestion: '评分问题（0–10）',
                followUpQuestion: '追问',
                responseCount: '回复数',
                npsScore: 'NPS',
            },
            choices: {
                trigger: { after_delivery: '签收后', after_repair: '维修后', after_chat: '客服咨询后' },
                channel: { sms: '短信', email: '邮件', push: '推送', in_app: '应用内' },
                status: enabledChoicesZh,
            },
        },
    },
};

export { activityCommonZh };
