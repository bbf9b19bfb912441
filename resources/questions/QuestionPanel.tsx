import { Box, Typography } from '@mui/material';
import { Labeled, TextInput, required, useRecordContext, useTranslate } from 'react-admin';
import { ModerationActions } from '../moderation-common/ModerationActions';
import { ChildList, ReplyForm, type ChildCollection } from '../moderation-common/ReplyForm';
import { description as answerDescription, ANSWER_MAX } from '../answers/index';
import { QUESTION_MAX } from './index';

const T = 'resources.questions.page';

const ANSWERS: ChildCollection = { collection: 'answers', parentSource: 'questionId', description: answerDescription, typeSource: 'answererType', typeLabels: 'resources.questions.page.answerer' };

const REQUIRED = [required()];

/**
 * The question's page where its form draws the text: a buyer's words are not changed, so an existing question
 * shows them (plain text: React escapes it), its moderation actions, its answers and the official answer written
 * here; a new question (staff's) types its text.
 */
export const QuestionPanel = () => {
    const record = useRecordContext();
    const translate = useTranslate();
    if (!record?.id) return <TextInput source="content" multiline fullWidth validate={REQUIRED} slotProps={{ htmlInput: { maxLength: QUESTION_MAX } }} />;
    return (
        <Box sx={{ width: '100%', mb: 2 }}>
            <Labeled label="resources.questions.fields.content">
                <Typography>{String(record.content ?? '')}</Typography>
            </Labeled>
            {record.status === 'rejected' && (
                <Typography color="warning.main">
                    {translate('resources.moderation-common.fields.rejectReason')}: {String(record.rejectReason ?? '')}
                </Typography>
            )}
            <Box sx={{ my: 1 }}>
                <ModerationActions />
            </Box>
            <Typography variant="subtitle2" component="h2" sx={{ mt: 2 }}>
                {translate(`${T}.answers`)}
            </Typography>
            <ChildList child={ANSWERS} parentId={record.id} label={`${T}.answers`} empty={`${T}.no_answers`} />
            <ReplyForm child={ANSWERS} parentId={record.id} label={`${T}.answer`} send={`${T}.send_answer`} done={`${T}.answered`} maxLength={ANSWER_MAX} />
        </Box>
    );
};
