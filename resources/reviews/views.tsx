import { ModeratedList } from '../moderation-common/ModeratedList';
import type { ResourceViews } from '../kit/types';
import { ReviewPanel } from './ReviewPanel';
import { BuyerTextField } from '../moderation-common/BuyerText';

/** The review's dialog draws the review's page where the form would draw its (read-only) text. */
const DIALOG_INPUTS = { content: <ReviewPanel /> };

/** A buyer's text reads as formatting only: no link or picture of theirs in the back office. */
const CELLS = { content: <BuyerTextField source="content" /> };

const ReviewList = () => <ModeratedList dialogInputs={DIALOG_INPUTS} cells={CELLS} />;

const views: Partial<ResourceViews> = { list: ReviewList };
export default views;
