import type { FieldErrors } from '../kit/types';
import { redirectErrors } from '../kit/redirect/redirect';
import { allRules, validityRule } from '../activity-common/rules';

/**
 * A home module's rules (the spec names the fields only; these are an app home's): what each module type needs to
 * draw (a banner or a quick entry its picture, a product floor 1 to 20 SPUs, a video its video link, a live module
 * its live stream), a window that ends after it starts, and the redirect block's own. Written once: the dialog, the
 * mock's writes and the mini program's home (same shape) run them. Keys of `resources.app-home-modules.validation`.
 */
export const MODULE_TYPES = ['banner', 'quick_entry', 'product_floor', 'video', 'live'] as const;
export const FLOOR_SPUS = { min: 1, max: 20 } as const;
export const REDIRECT_PREFIX = 'jump';

const KEY = 'resources.app-home-modules.validation';
const isBlank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

/** The inputs only some module types use, and which (the dialog shows them for those types only; derive clears the rest). */
export const TYPE_PARTS: Readonly<Record<string, readonly string[]>> = {
    spuIds: ['product_floor'],
    videoUrl: ['video'],
    liveStreamId: ['live'],
};

const moduleErrors = (record: Record<string, unknown>): FieldErrors => {
    const spus = Array.isArray(record.spuIds) ? record.spuIds : [];
    switch (record.moduleType) {
        case 'banner':
        case 'quick_entry':
            return isBlank(record.image) ? { image: `${KEY}.image_needed` } : {};
        case 'product_floor':
            return spus.length < FLOOR_SPUS.min || spus.length > FLOOR_SPUS.max ? { spuIds: { message: `${KEY}.floor_spus`, args: FLOOR_SPUS } } : {};
        case 'video':
            return isBlank(record.videoUrl) ? { videoUrl: `${KEY}.video_needed` } : {};
        case 'live':
            return isBlank(record.liveStreamId) ? { liveStreamId: `${KEY}.live_needed` } : {};
        default:
            return {};
    }
};

export const homeModuleRules = allRules(validityRule, moduleErrors, record => redirectErrors(record, REDIRECT_PREFIX));

/**
 * What a module keeps of its type's parts: a module holds only its own type's content (a banner no SPUs, a floor no
 * video), so changing a module's type leaves nothing stale behind; a new module goes to the end until put in order.
 */
export const deriveHomeModule = (record: Record<string, unknown>): Record<string, unknown> => ({
    sort: record.sort ?? 999,
    ...(record.moduleType !== undefined && {
        spuIds: record.moduleType === 'product_floor' ? (record.spuIds ?? []) : [],
        videoUrl: record.moduleType === 'video' ? (record.videoUrl ?? null) : null,
        liveStreamId: record.moduleType === 'live' ? (record.liveStreamId ?? null) : null,
    }),
});
