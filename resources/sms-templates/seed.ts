import type { ResourceSeed } from '../kit/seed';

/** What the mock needs to seed the message templates: the site's templates in its languages (mock-server/db/kit/messagingSamples.ts). */
export const seed: ResourceSeed = {
    count: 18,
    fields: {
        templateCode: { sample: 'messageCode' },
        templateName: { sample: 'messageName' },
        channel: { sample: 'messageChannel' },
        scenario: { sample: 'messageScenario' },
        language: { sample: 'messageLanguage' },
        title: { sample: 'messageTitle' },
        content: { sample: 'messageContent' },
        variables: { sample: 'messageVariables' },
        sampleValues: { sample: 'messageSampleValues' },
        senderId: { sample: 'smsSenderId' },
        dltTemplateId: { sample: 'dltTemplateId' },
    },
};
