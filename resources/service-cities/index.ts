import type { ResourceModule } from '../kit/types';
import { ENABLE_DISABLE } from '../kit/statusActions';
import { serviceCityRules, serviceCityServerRules } from './rules';

/**
 * Cities of the service website (/serviceSite/city and cityEdit/{id}), the bottom of the country → province → city
 * hierarchy: each in a province of its country (the server checks the pair), its code (three capitals, as the
 * city's airport or postal abbreviation: BOM, MUC) and its name each once within the province (rules.ts).
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'name', order: 'ASC' },
    actions: { export: true, status: ENABLE_DISABLE },
    fields: [
        { source: 'countryId', type: 'ref', reference: 'service-countries', column: 'default', filter: 'alwaysOn', required: true },
        { source: 'provinceId', type: 'ref', reference: 'service-provinces', column: 'default', filter: 'alwaysOn', required: true },
        { source: 'code', type: 'text', column: 'default', filter: 'optional', required: true, maxLength: 3, sortable: true },
        { source: 'name', type: 'text', column: 'default', filter: 'alwaysOn', required: true, maxLength: 60, sortable: true },
        { source: 'sort', type: 'number', column: 'default', min: 0, max: 999, sortable: true },
        { source: 'status', type: 'enum', choices: ['enabled', 'disabled'], column: 'default', filter: 'alwaysOn', required: true },
    ],
};

export const rules = serviceCityRules;
export const serverRules = serviceCityServerRules;
