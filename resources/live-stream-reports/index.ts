import type { ResourceModule } from '../kit/types';

/**
 * Live-stream performance (/dataPlatForm/live): per session of /live that has started, its audience (viewers, peak
 * online, likes, comments: the streaming platform's figures, drawn by the mock from the session) and what it sold:
 * the live-sale orders of /orders it brought in (model.ts), their GMV in the site's currency, and the conversion rate.
 * Computed by the server, read-only, exported; below the list, GMV per session as a chart (views.tsx).
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'startTime', order: 'DESC' },
    actions: { readOnly: true, export: true },
    fields: [
        { source: 'liveId', type: 'ref', reference: 'live-streams', column: 'pickable', filter: 'alwaysOn', required: true },
        { source: 'title', type: 'text', column: 'default', filter: 'optional', required: true, maxLength: 100, sortable: true },
        { source: 'startTime', type: 'datetime', column: 'default', filter: 'alwaysOn', required: true, sortable: true },
        { source: 'endTime', type: 'datetime', column: 'default', required: true, sortable: true },
        { source: 'viewers', type: 'number', column: 'default', sortable: true, min: 0 },
        { source: 'peakOnline', type: 'number', column: 'default', sortable: true, min: 0 },
        { source: 'likes', type: 'number', column: 'default', sortable: true, min: 0 },
        { source: 'comments', type: 'number', column: 'default', sortable: true, min: 0 },
        { source: 'orders', type: 'number', column: 'default', sortable: true, min: 0 },
        { source: 'gmv', type: 'money', column: 'default', sortable: true, min: 0 },
        { source: 'conversionRate', type: 'percent', column: 'default', sortable: true, min: 0, max: 1 },
    ],
};
