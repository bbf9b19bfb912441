import { Alert, Box, Typography } from '@mui/material';
import { Labeled, useRecordContext, useTranslate } from 'react-admin';
import { BuyerTextField } from '../moderation-common/BuyerText';
import { description as replyDescription, REPLY_MAX } from '../review-replies/index';
import { ModerationActions } from '../moderation-common/ModerationActions';
import { ChildList, ReplyForm, type ChildCollection } from '../moderation-common/ReplyForm';

const T = 'resources.reviews.page';

const REPLIES: ChildCollection = { collection: 'review-replies', parentSource: 'reviewId', description: replyDescription, typeSource: 'replierType', typeLabels: 'resources.review-replies.choices.replierType' };

/**
 * The review's page, in its dialog where the form would draw the review's text: what the buyer wrote (sanitised, formatting only;
 * a rejected review's text stays readable to staff, with the reason), its moderation actions, its replies and the
 * official reply written here. The labels and the pin below are the form's.
 */
export const ReviewPanel = () => {
    const record = useRecordContext();
    const translate = useTranslate();
    if (!record) return null;
    const rejected = record.status === 'rejected';
    return (
        <Box sx={{ width: '100%', mb: 2 }}>
            <Labeled label={rejected ? 'resources.moderation-common.rejected_text' : 'resources.reviews.fields.content'}>
                <BuyerTextField source="content" />
            </Labeled>
            {rejected && (
                <Alert severity="warning" sx={{ my: 1 }}>
                    {translate('resources.moderation-common.fields.rejectReason')}: {String(record.rejectReason ?? '')}
                </Alert>
            )}
            <Box sx={{ my: 1 }}>
                <ModerationActions />
            </Box>
            <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
                {translate(`${T}.replies`)}
            </Typography>
            <ChildList child={REPLIES} parentId={record.id} label={`${T}.replies`} empty={`${T}.no_replies`} />
            <ReplyForm child={REPLIES} parentId={record.id} label={`${T}.reply`} send={`${T}.send_reply`} done={`${T}.replied`} maxLength={REPLY_MAX} />
        </Box>
    );
};
