import type { ResourceModule } from '../kit/types';
import { ENABLE_DISABLE } from '../kit/statusActions';
import { POINTS_MODES, pointsRuleRules, pointsRuleServerRules, TRIGGERS } from './rules';

/** Points earning rules: trigger, fixed or per-amount points, daily cap, validity, period, enabled or disabled. */
export const description: ResourceModule['description'] = {
    sort: { field: 'updateTime', order: 'DESC' },
    actions: { dialog: { create: true }, status: ENABLE_DISABLE },
    fields: [
        { source: 'ruleName', type: 'text', column: 'default', filter: 'alwaysOn', required: true, maxLength: 60 },
        { source: 'trigger', type: 'enum', choices: TRIGGERS, column: 'default', filter: 'alwaysOn', required: true },
        { source: 'pointsMode', type: 'enum', choices: POINTS_MODES, column: 'default', required: true },
        { source: 'pointsValue', type: 'number', column: 'default', required: true, min: 1, max: 100_000, sortable: true },
        { source: 'amountUnit', type: 'money', column: 'default', min: 1, max: 100_000 },
        { source: 'dailyCap', type: 'number', column: 'pickable', min: 1, max: 1_000_000 },
        { source: 'validityMonths', type: 'number', column: 'default', required: true, min: 1, max: 60 },
        { source: 'startTime', type: 'datetime', column: 'pickable', required: true },
        { source: 'endTime', type: 'datetime', column: 'pickable' },
        { source: 'status', type: 'enum', choices: ['enabled', 'disabled'], column: 'default', filter: 'alwaysOn', required: true },
        { source: 'lastOperator', type: 'text', column: 'pickable', readOnly: true, formHidden: true },
        { source: 'updateTime', type: 'datetime', column: 'pickable', readOnly: true, formHidden: true, sortable: true },
    ],
};

export const rules = pointsRuleRules;
export const serverRules = pointsRuleServerRules;
