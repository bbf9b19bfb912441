import type { FieldDescription, FieldErrors, StatusAction } from '../kit/types';
import { validateRecord } from '../kit/validate';
import { redirectWhitelistErrors } from '../kit/redirect/whitelist';
import { allRules, validityRule } from '../activity-common/rules';
import { description as moduleDescription } from '../app-home-modules/index';
import { deriveHomeModule, homeModuleRules } from '../app-home-modules/rules';
import { slotWindowRule } from '../app-ops-common/windows';
import { statusTableRule } from '../sms-common/statusChange';

/**
 * A home page version's rules (the spec names the fields only; these are an app's). Keys of
 * `resources.app-home-pages.validation`:
 * - platform android, ios or all; the minimum app version is three numbers (`5.2.0`);
 * - the window ends after it starts;
 * - **draft → online ⇄ offline** (STATUS_ACTION, one table: confirmed row actions, the mock refuses the rest); a new
 *   version (and a copy) is a draft;
 * - one online version a platform at a time: two online versions whose platforms meet (`all` meets both) may not
 *   have overlapping windows (app-ops-common's slot rule, refused at the start time naming the other version);
 * - modules: at most 20, and at least one before the version goes online; each module has the V1 home module's
 *   shape and passes its whole check (app-home-modules: its description's fields and `homeModuleRules`), its errors
 *   at the module's own input (`modules.2.image`); the mock also checks its SPUs and live stream are the site's and
 *   its H5 link is in the URL whitelist.
 */
export const PLATFORMS = ['android', 'ios', 'all'] as const;
export const PAGE_STATUSES = ['draft', 'online', 'offline'] as const;
export const MODULES = { min: 1, max: 20 } as const;
const KEY = 'resources.app-home-pages.validation';

export const STATUS_ACTION: StatusAction = {
    field: 'status',
    transitions: [
        { from: ['draft', 'offline'], to: 'online', labelKey: 'resources.app-home-pages.actions.online' },
        { from: ['online'], to: 'offline', labelKey: 'resources.app-home-pages.actions.offline' },
    ],
};

const VERSION = /^\d{1,3}\.\d{1,3}\.\d{1,3}$/;

/** The V1 module's content fields (no order, status, window or audit: the version has those). */
const MODULE_SOURCES = new Set(['title', 'moduleType', 'subtitle', 'image', 'spuIds', 'videoUrl', 'liveStreamId']);
export const MODULE_FIELDS: readonly FieldDescription[] = moduleDescription.fields.filter(
    field => MODULE_SOURCES.has(field.source) || field.source.startsWith('jump'),
);
const MODULE_CHECK = { fields: MODULE_FIELDS };

const modulesOf = (record: Record<string, unknown>): Record<string, unknown>[] =>
    Array.isArray(record.modules) ? record.modules.filter((module): module is Record<string, unknown> => typeof module === 'object' && module !== null) : [];

/** Each module's errors at its own inputs: `modules.{index}.{field}`. */
const eachModule = (record: Record<string, unknown>, check: (module: Record<string, unknown>) => FieldErrors): FieldErrors =>
    Object.fromEntries(modulesOf(record).flatMap((module, index) => Object.entries(check(module)).map(([field, error]) => [`modules.${index}.${field}`, error])));

const pageErrors = (record: Record<string, unknown>): FieldErrors => {
    const errors: FieldErrors = {};
    const minimum = typeof record.minAppVersion === 'string' ? record.minAppVersion.trim() : '';
    if (minimum && !VERSION.test(minimum)) errors.minAppVersion = `${KEY}.version_format`;
    const modules = record.modules;
    if (modules !== undefined && modules !== null && (!Array.isArray(modules) || modules.length !== modulesOf(record).length)) errors.modules = `${KEY}.modules_list`;
    else if (modulesOf(record).length > MODULES.max) errors.modules = { message: `${KEY}.modules_many`, args: MODULES };
    else if (record.status === 'online' && modulesOf(record).length < MODULES.min) errors.modules = `${KEY}.modules_online`;
    return errors;
};

/** Form, mock and import: the version's own fields, then each module's whole check. */
export const homePageRules = allRules(validityRule, pageErrors, record => eachModule(record, module => validateRecord(MODULE_CHECK, module, homeModuleRules)));

const slotsOf = (record: Record<string, unknown>) => (record.platform === 'all' ? ['android', 'ios'] : [String(record.platform ?? '')]);
const onePerPlatform = slotWindowRule('app-home-pages', slotsOf, record => String(record.pageName ?? ''));
const statusTable = statusTableRule('app-home-pages', STATUS_ACTION, 'draft');

const REFERENCE = 'resources.kit.validation.reference';
/** A module's SPUs and live stream are records of the site; its H5 link is in the site's URL whitelist. */
const moduleServerErrors = (module: Record<string, unknown>, rowsOf: (collection: string) => readonly Record<string, unknown>[]): FieldErrors => {
    const errors: FieldErrors = {};
    const has = (collection: string, id: unknown) => rowsOf(collection).some(row => String(row.id) === String(id));
    const spus = Array.isArray(module.spuIds) ? module.spuIds : [];
    if (spus.some(id => !has('spu', id))) errors.spuIds = REFERENCE;
    if (module.liveStreamId !== undefined && module.liveStreamId !== null && module.liveStreamId !== '' && !has('live-streams', module.liveStreamId)) errors.liveStreamId = REFERENCE;
    return { ...redirectWhitelistErrors(MODULE_FIELDS, module, rowsOf), ...errors };
};

/** The mock: the status table, one online version a platform at a time, the modules' references and links. */
export const homePageServerRules = (record: Record<string, unknown>, rowsOf: (collection: string) => readonly Record<string, unknown>[]): FieldErrors => ({
    ...eachModule(record, module => moduleServerErrors(module, rowsOf)),
    ...onePerPlatform(record, rowsOf),
    ...statusTable(record, rowsOf),
});

/** A new version (or a copy) is a draft; each module keeps only its type's parts (the V1 module's rule), in list order. */
export const deriveHomePage = (record: Record<string, unknown>): Record<string, unknown> => ({
    status: record.id === undefined ? 'draft' : (record.status ?? 'draft'),
    ...(Array.isArray(record.modules) && record.modules.length === modulesOf(record).length && {
        modules: modulesOf(record).map(module => {
            // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the V1 module's hand order: a version orders its modules by the list
            const { sort, ...kept } = { ...module, ...deriveHomeModule(module) };
            return kept;
        }),
    }),
});
