import { activityCommonEn, commonFieldsEn, enabledChoicesEn } from '../activity-common/texts';

/** NPS questionnaire texts (resources.nps-surveys), in English. */
export const npsSurveysEn = {
    resources: {
        'nps-surveys': {
            name: 'NPS questionnaire |||| NPS questionnaires',
            fields: {
                ...commonFieldsEn,
                surveyName: 'Questionnaire',
                trigger: 'Sent',
                channel: 'Channel',
                scoreQuestion: 'Score question (0–10)',
                followUpQuestion: 'Follow-up question',
                responseCount: 'Responses',
                npsScore: 'NPS',
            },
            choices: {
                trigger: { after_delivery: 'After delivery', after_repair: 'After a repair', after_chat: 'After a support chat' },
                channel: { sms: 'SMS', email: 'E-mail', push: 'Push', in_app: 'In the app' },
                status: enabledChoicesEn,
            },
        },
    },
};

export { activityCommonEn };
