import type { ResourceModule } from '../kit/types';
import { ENABLE_DISABLE } from '../kit/statusActions';
import { serviceProvinceRules, serviceProvinceServerRules } from './rules';

/**
 * Provinces of the service website (/serviceSite/province and provinceEdit/{id}), the middle of the
 * country → province → city hierarchy: each in one country, its code (the ISO 3166-2 subdivision part: MH, BY, IDF)
 * and its name each once within that country (rules.ts).
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'name', order: 'ASC' },
    actions: { export: true, status: ENABLE_DISABLE },
    fields: [
        { source: 'countryId', type: 'ref', reference: 'service-countries', column: 'default', filter: 'alwaysOn', required: true },
        { source: 'code', type: 'text', column: 'default', filter: 'optional', required: true, maxLength: 3, sortable: true },
        { source: 'name', type: 'text', column: 'default', filter: 'alwaysOn', required: true, maxLength: 60, sortable: true },
        { source: 'sort', type: 'number', column: 'default', min: 0, max: 999, sortable: true },
        { source: 'status', type: 'enum', choices: ['enabled', 'disabled'], column: 'default', filter: 'alwaysOn', required: true },
    ],
};

export const rules = serviceProvinceRules;
export const serverRules = serviceProvinceServerRules;
