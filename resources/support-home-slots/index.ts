import type { FieldErrors, ResourceModule } from '../kit/types';
import { ONLINE_OFFLINE } from '../kit/statusActions';

/**
 * The brand support home page of a site: its slots (the content-slot fields) in three modules, the hero banner, the
 * quick entries (warranty check, repair, manuals …) and the hot topics, each module put in order by hand and each
 * slot online or offline, shown between its start and end.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'sort', order: 'ASC' },
    perPage: 50,
    actions: { dialog: { create: true }, delete: true, handOrder: { field: 'sort', scope: ['module'] }, status: ONLINE_OFFLINE, publish: { pageType: 'static', pageName: 'Brand support home' } },
    fields: [
        { source: 'sort', type: 'number', column: 'default', min: 1, max: 999, sortable: true, formHidden: true },
        { source: 'module', type: 'enum', choices: ['hero_banner', 'quick_entry', 'hot_topic'], column: 'default', filter: 'alwaysOn', required: true },
        { source: 'title', type: 'text', column: 'default', filter: 'alwaysOn', required: true, maxLength: 60 },
        { source: 'subtitle', type: 'text', column: 'pickable', maxLength: 120 },
        { source: 'imagePc', type: 'image', column: 'default' },
        { source: 'imageMobile', type: 'image', column: 'pickable' },
        { source: 'linkUrl', type: 'text', link: true, column: 'default', required: true, maxLength: 300 },
        { source: 'startTime', type: 'datetime', column: 'pickable' },
        { source: 'endTime', type: 'datetime', column: 'pickable' },
        { source: 'status', type: 'enum', choices: ['online', 'offline'], column: 'default', filter: 'optional', required: true },
        { source: 'updateTime', type: 'datetime', readOnly: true, column: 'pickable', sortable: true },
    ],
};

const present = (value: unknown) => value !== undefined && value !== null && value !== '';

/** A hero banner needs its PC picture; a slot shown for a period ends after it starts. */
export const rules = (record: Record<string, unknown>): FieldErrors => ({
    ...(record.module === 'hero_banner' && !present(record.imagePc) ? { imagePc: 'resources.support-home-slots.validation.banner_image' } : {}),
    ...(present(record.startTime) && present(record.endTime) && Date.parse(String(record.endTime)) <= Date.parse(String(record.startTime))
        ? { endTime: 'resources.support-home-slots.validation.end_after_start' }
        : {}),
});

/** A new slot goes to the end of its module until it is put in order. */
export const derive: ResourceModule['derive'] = record => ({ sort: record.sort ?? 999 });
