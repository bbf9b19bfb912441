import type { FieldDescription, ResourceModule } from '../kit/types';
import { ONLINE_OFFLINE } from '../kit/statusActions';
import { STEP_SOURCES } from './steps';
import { progressDetailRules } from './rules';

/**
 * The repair-progress detail page of a site: its title, the label a customer reads for each state of the repair
 * flow, whether each open step shows the time its service level promises, the notes under the timeline (rich text,
 * shown sanitised) and how to reach support; online or offline. One a site: never created or deleted here.
 */
export const description: ResourceModule['description'] = {
    actions: { dialog: {}, status: ONLINE_OFFLINE },
    fields: [
        { source: 'title', type: 'text', column: 'default', required: true, maxLength: 80 },
        ...STEP_SOURCES.map((source, index): FieldDescription => ({ source, type: 'text', required: true, maxLength: 40, column: index < 3 ? 'default' : 'pickable' })),
        { source: 'showPromisedTime', type: 'bool', column: 'pickable' },
        { source: 'notes', type: 'richtext' },
        { source: 'contactText', type: 'text', required: true, maxLength: 200, column: 'pickable' },
        { source: 'status', type: 'enum', choices: ['online', 'offline'], column: 'default', required: true },
        { source: 'updateTime', type: 'datetime', readOnly: true, column: 'default' },
    ],
};

export const rules = progressDetailRules;
