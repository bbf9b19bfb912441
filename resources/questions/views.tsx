import { KitForm } from '../kit/KitForm';
import { KitRecordPage } from '../kit/KitRecordPage';
import { ModeratedList } from '../moderation-common/ModeratedList';
import type { ResourceViews } from '../kit/types';
import { QuestionPanel } from './QuestionPanel';

const INPUTS = { content: <QuestionPanel /> };

/** The question's page: the kit's record page, the question's text drawn as its page (QuestionPanel). */
const QuestionPage = () => <KitRecordPage form={<KitForm inputs={INPUTS} />} />;

const views: Partial<ResourceViews> = { list: ModeratedList, edit: QuestionPage, create: QuestionPage };
export default views;
