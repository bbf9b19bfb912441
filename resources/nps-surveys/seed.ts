import type { ResourceSeed } from '../kit/seed';
import { ACTIVITY_TIME_SEEDS } from '../activity-common/seed';

/** What the mock needs to seed nps-surveys: how many rows, and realistic values by field. The app never imports it. */
export const seed: ResourceSeed = {
    count: 12,
    fields: {
        ...ACTIVITY_TIME_SEEDS,
        surveyName: { examples: ['Post-delivery NPS', 'Service centre repair NPS', 'Support chat satisfaction', 'Festive sale delivery NPS'] },
        scoreQuestion: { examples: ['How likely are you to recommend us to a friend or colleague?', 'How likely are you to recommend our service centre?'] },
        followUpQuestion: { examples: ['What is the main reason for your score?', 'What could we do better?', 'What did you like most?'] },
    },
};
