import type { ResourceModule } from '../kit/types';
import { MODERATION_FIELDS, moderationDerive } from '../moderation-common/moderation';
import { labelRules } from '../moderation-common/labels';

/**
 * What buyers wrote about a product they bought: the rating, the text (shown sanitised: buyers' markup and scripts
 * never run in the back office), pictures. Staff do not change what a buyer wrote: they moderate it (one state
 * table, moderation-common/moderation.ts), pin it to the top of the product's reviews, and attach labels (enabled
 * review labels only).
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'createTime', order: 'DESC' },
    actions: { export: true, dialog: {} },
    fields: [
        { source: 'reviewNo', type: 'text', readOnly: true, unique: true, column: 'default', filter: 'optional', sortable: true },
        { source: 'spuId', type: 'ref', reference: 'spu', readOnly: true, column: 'default', filter: 'alwaysOn' },
        { source: 'skuId', type: 'ref', reference: 'skus', readOnly: true, column: 'pickable', filter: 'optional' },
        { source: 'orderNo', type: 'text', readOnly: true, column: 'pickable', filter: 'optional' },
        { source: 'nickname', type: 'text', readOnly: true, column: 'default', maxLength: 40 },
        { source: 'rating', type: 'number', readOnly: true, min: 1, max: 5, column: 'default', filter: 'alwaysOn', sortable: true },
        { source: 'content', type: 'richtext', readOnly: true, column: 'default', maxLength: 2000 },
        { source: 'images', type: 'image', many: true, readOnly: true, column: 'pickable' },
        { source: 'labelIds', type: 'ref', reference: 'content-labels', many: true, column: 'default' },
        { source: 'top', type: 'bool', column: 'default', filter: 'optional' },
        { source: 'createTime', type: 'datetime', readOnly: true, column: 'default', filter: 'optional', sortable: true },
        ...MODERATION_FIELDS,
    ],
};

export const derive = moderationDerive;
export const serverRules = labelRules('review');
