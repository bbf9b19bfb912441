import type { ResourceEntry } from '../kit/types';

export const entry: ResourceEntry = {
    collection: 'nps-surveys',
    paths: { list: '/activities/nps-questionnaire' },
    icon: 'question',
    representation: '%{surveyName}',
    siteScoped: true,
    load: () => import('./index'),
};
