import type { ResourceModule } from '../kit/types';
import { ENABLE_DISABLE } from '../kit/statusActions';
import { serviceCountryRules } from './rules';

/** The brand's sites a service-website country belongs to (the session's site codes). */
export const SERVICE_SITES = ['in', 'id', 'cn', 'eu', 'es', 'it', 'fr', 'uk', 'tr'] as const;

/**
 * The countries of the service website (/serviceSite/country) and their site settings (siteEdit/{id}): the top of
 * the country → province → city hierarchy the store, repair and reservation forms pick places from. One table for
 * the whole brand (a site such as eu serves several countries). Codes follow ISO 3166-1, languages BCP 47,
 * currencies ISO 4217 (rules.ts); a disabled country is hidden from the service website, its provinces kept.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'countryCode', order: 'ASC' },
    actions: { export: true, status: ENABLE_DISABLE },
    tabs: ['main', 'site'],
    fields: [
        { source: 'countryCode', type: 'text', column: 'default', filter: 'optional', required: true, unique: true, maxLength: 2, sortable: true },
        { source: 'countryName', type: 'text', column: 'default', filter: 'alwaysOn', required: true, unique: true, maxLength: 60, sortable: true },
        { source: 'site', type: 'enum', choices: SERVICE_SITES, column: 'default', filter: 'alwaysOn', required: true },
        { source: 'language', type: 'text', column: 'default', required: true, maxLength: 10 },
        { source: 'currency', type: 'text', column: 'default', required: true, maxLength: 3 },
        { source: 'domain', type: 'text', column: 'pickable', required: true, unique: true, maxLength: 100, tab: 'site' },
        { source: 'hotline', type: 'text', column: 'pickable', required: true, maxLength: 20, tab: 'site' },
        { source: 'email', type: 'text', column: 'pickable', required: true, maxLength: 100, tab: 'site' },
        { source: 'sort', type: 'number', column: 'pickable', min: 0, max: 999, sortable: true },
        { source: 'status', type: 'enum', choices: ['enabled', 'disabled'], column: 'default', filter: 'alwaysOn', required: true },
    ],
};

export const rules = serviceCountryRules;
