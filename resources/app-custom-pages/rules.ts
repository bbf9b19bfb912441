import type { FieldErrors, StatusAction } from '../kit/types';

/**
 * A campaign page's rules (keys of `resources.app-custom-pages.validation`):
 * - its path is a site path of lower-case letters, digits and hyphens, in segments (`/campaign/diwali-sale`), once a site;
 * - its components are a list of 1–30 objects, each of a known `type` with what that type needs (COMPONENT_NEEDS);
 * - draft → online ⇄ offline, by confirmed row actions (STATUS_ACTION); the server refuses any other change.
 */
const KEY = 'resources.app-custom-pages.validation';
export const PAGE_STATUSES = ['draft', 'online', 'offline'] as const;
export const MAX_COMPONENTS = 30;

export const STATUS_ACTION: StatusAction = {
    field: 'status',
    transitions: [
        { from: ['draft', 'offline'], to: 'online', labelKey: 'resources.app-custom-pages.actions.publish' },
        { from: ['online'], to: 'offline', labelKey: 'resources.app-custom-pages.actions.offline' },
    ],
};

/** Each component type and the property it cannot do without (with its kind). */
export const COMPONENT_NEEDS = {
    banner: { image: 'link' },
    countdown: { endTime: 'time' },
    coupon: { couponCode: 'text' },
    product_list: { spuIds: 'list' },
    rich_text: { html: 'text' },
    video: { url: 'link' },
} as const;

export type ComponentType = keyof typeof COMPONENT_NEEDS;
export const COMPONENT_TYPES = Object.keys(COMPONENT_NEEDS) as ComponentType[];

const PATH = /^(\/[a-z0-9]+(-[a-z0-9]+)*)+$/;
const LINK = /^(https?:\/\/[^\s/$.?#][^\s]*|\/(?!\/)[^\s]*)$/i;

const present = (kind: string, value: unknown): boolean => {
    if (kind === 'list') return Array.isArray(value) && value.length > 0;
    if (typeof value !== 'string' || value.trim() === '') return false;
    if (kind === 'link') return LINK.test(value.trim());
    if (kind === 'time') return Number.isFinite(Date.parse(value));
    return true;
};

/** The first thing wrong with the components, or undefined. */
const componentsError = (value: unknown): FieldErrors[string] | undefined => {
    if (value === undefined || value === null || value === '') return undefined;
    if (!Array.isArray(value) || value.length === 0) return `${KEY}.components_list`;
    if (value.length > MAX_COMPONENTS) return { message: `${KEY}.components_many`, args: { max: MAX_COMPONENTS } };
    for (const [index, component] of value.entries()) {
        const type = component && typeof component === 'object' ? (component as Record<string, unknown>).type : undefined;
        if (typeof type !== 'string' || !(type in COMPONENT_NEEDS)) {
            return { message: `${KEY}.component_type`, args: { index: index + 1, types: COMPONENT_TYPES.join(', ') } };
        }
        for (const [property, kind] of Object.entries(COMPONENT_NEEDS[type as ComponentType])) {
            if (!present(kind, (component as Record<string, unknown>)[property])) {
                return { message: `${KEY}.component_needs`, args: { index: index + 1, type, property } };
            }
        }
    }
    return undefined;
};

/** Form, mock and import. */
export const pageRules = (record: Record<string, unknown>): FieldErrors => {
    const errors: FieldErrors = {};
    if (typeof record.path === 'string' && record.path !== '' && !PATH.test(record.path.trim())) errors.path = `${KEY}.path`;
    const components = componentsError(record.components);
    if (components) errors.components = components;
    return errors;
};
