import type { FieldErrors, ResourceModule } from '../kit/types';
import { MODERATION_FIELDS, moderationDerive } from '../moderation-common/moderation';
import { labelRules } from '../moderation-common/labels';

/**
 * Reviews staff write for a product page (a launch's first reviews): a display name and picture, a rating, the
 * text, the time the page shows. Approved as they are made (staff's own), then hidden and shown through the
 * moderation table; deleted, imported and exported here. The SKU, when named, is one of the SPU's; labels are
 * enabled review labels; the time shown is not in the future.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'displayTime', order: 'DESC' },
    actions: { export: true, import: true, delete: true, dialog: { create: true } },
    fields: [
        { source: 'spuId', type: 'ref', reference: 'spu', required: true, column: 'default', filter: 'alwaysOn' },
        { source: 'skuId', type: 'ref', reference: 'skus', column: 'pickable' },
        { source: 'nickname', type: 'text', required: true, maxLength: 40, column: 'default', filter: 'optional' },
        { source: 'avatar', type: 'image', column: 'pickable' },
        { source: 'rating', type: 'number', required: true, min: 1, max: 5, column: 'default', filter: 'alwaysOn', sortable: true },
        { source: 'content', type: 'text', required: true, maxLength: 1000, column: 'default', filter: 'optional' },
        { source: 'images', type: 'image', many: true, column: 'pickable' },
        { source: 'labelIds', type: 'ref', reference: 'content-labels', many: true, column: 'pickable' },
        { source: 'top', type: 'bool', column: 'default' },
        { source: 'displayTime', type: 'datetime', required: true, column: 'default', filter: 'optional', sortable: true },
        ...MODERATION_FIELDS,
    ],
};

export const rules = (record: Record<string, unknown>): FieldErrors => {
    const shown = Date.parse(String(record.displayTime ?? ''));
    return Number.isFinite(shown) && shown > Date.now() ? { displayTime: 'resources.virtual-reviews.validation.future' } : {};
};

export const derive = moderationDerive;

/** The SKU is one of the SPU's; the labels are enabled review labels. */
export const serverRules: NonNullable<ResourceModule['serverRules']> = (record, rowsOf) => {
    const errors = labelRules('review')(record, rowsOf);
    if (record.skuId !== undefined && record.skuId !== null && record.skuId !== '') {
        const sku = rowsOf('skus').find(row => String(row.id) === String(record.skuId));
        if (sku && String(sku.spuId) !== String(record.spuId)) errors.skuId = 'resources.virtual-reviews.validation.sku_of_spu';
    }
    return errors;
};
