import type { ResourceModule } from '../kit/types';
import { AUDIT_FORMS, auditFormOf, SUBSIDY_CATEGORIES, yuan } from '../subsidy-common/model';
import { provinceRules } from './rules';

/**
 * A province in the programme and its rule: the share of the price the state pays (rate), at most the cap a unit, for
 * products up to the price ceiling, of the categories it covers, while the rule is valid; where buyers claim their
 * qualification. Its claim form (Guangdong, Hebei or the common one) follows from its code. Enabled or disabled by a
 * row action; one national set of records (not per site), amounts in yuan.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'provinceCode', order: 'ASC' },
    actions: {
        export: true,
        dialog: { create: true },
        status: {
            field: 'status',
            transitions: [
                { from: ['enabled'], to: 'disabled', labelKey: 'resources.subsidy-provinces.actions.disable' },
                { from: ['disabled'], to: 'enabled', labelKey: 'resources.subsidy-provinces.actions.enable' },
            ],
        },
    },
    fields: [
        { source: 'provinceCode', type: 'text', column: 'default', filter: 'alwaysOn', required: true, unique: true, maxLength: 6, sortable: true },
        { source: 'provinceName', type: 'text', column: 'default', filter: 'alwaysOn', required: true, unique: true, maxLength: 20, sortable: true },
        { source: 'auditForm', type: 'enum', choices: AUDIT_FORMS, column: 'default', filter: 'optional', formHidden: true },
        { source: 'subsidyRate', type: 'percent', column: 'default', required: true, min: 0.01, max: 0.3, sortable: true },
        yuan('capPerUnit', { column: 'default', required: true, min: 1, max: 10_000, sortable: true }),
        yuan('priceCeiling', { column: 'default', required: true, min: 1, max: 100_000, sortable: true }),
        { source: 'categories', type: 'enum', choices: SUBSIDY_CATEGORIES, many: true, column: 'default', required: true },
        { source: 'qualificationChannel', type: 'text', column: 'pickable', required: true, maxLength: 60 },
        { source: 'validFrom', type: 'date', column: 'default', required: true, sortable: true },
        { source: 'validTo', type: 'date', column: 'default', required: true, sortable: true },
        { source: 'status', type: 'enum', choices: ['enabled', 'disabled'], column: 'default', filter: 'alwaysOn', required: true },
        { source: 'updateTime', type: 'datetime', readOnly: true, column: 'pickable', sortable: true },
    ],
};

export const rules = provinceRules;

/** The claim form is the province's code's (Guangdong 440000, Hebei 130000, the rest the common one). */
export const derive: ResourceModule['derive'] = record => ({ auditForm: auditFormOf(record.provinceCode) });
