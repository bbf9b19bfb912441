import { moderationCommonEn } from './messages.en';
import { moderationCommonZh } from './messages.zh';

/**
 * The moderation fields' labels and the statuses' labels, for a moderated resource's own texts (its `fields` and
 * `choices.status`, where the kit's list, filters and forms look for them).
 */
const en = moderationCommonEn.resources['moderation-common'];
const zh = moderationCommonZh.resources['moderation-common'];

export const moderationFieldsEn = { status: en.fields.status, rejectReason: en.fields.rejectReason, moderator: en.fields.moderator, moderateTime: en.fields.moderateTime };
export const moderationFieldsZh: typeof moderationFieldsEn = { status: zh.fields.status, rejectReason: zh.fields.rejectReason, moderator: zh.fields.moderator, moderateTime: zh.fields.moderateTime };
export const moderationStatusEn = en.status;
export const moderationStatusZh: typeof moderationStatusEn = zh.status;
