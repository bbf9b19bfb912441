import { Box } from '@mui/material';
import { required, useRecordContext } from 'react-admin';
import { inputFor } from '../kit/fields';
import { KitForm } from '../kit/KitForm';
import { KitRecordPage } from '../kit/KitRecordPage';
import { ModeratedList } from '../moderation-common/ModeratedList';
import { ModerationActions } from '../moderation-common/ModerationActions';
import type { ResourceViews } from '../kit/types';
import { description } from './index';

/** The answer's moderation on its page, above its question (none on a new answer). */
const AnswerModeration = () => {
    const record = useRecordContext();
    if (!record?.id) return null;
    return (
        <Box sx={{ mb: 1 }}>
            <ModerationActions />
        </Box>
    );
};

const QUESTION = description.fields.find(field => field.source === 'questionId')!;

/** The answer's page: the kit's record page, its moderation actions first. */
const INPUTS = {
    questionId: (
        <>
            <AnswerModeration />
            {inputFor('answers', QUESTION, [required()])}
        </>
    ),
};

const AnswerPage = () => <KitRecordPage form={<KitForm inputs={INPUTS} />} />;

const views: Partial<ResourceViews> = { list: ModeratedList, edit: AnswerPage, create: AnswerPage };
export default views;
