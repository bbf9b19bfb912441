import { statusTableRule } from './statusChange';
import type { FieldErrors, ResourceModule, StatusAction } from '../kit/types';

/**
 * "Notify me" subscriptions to a product (Subscription E26 with target SPU or SKU), one description for the two
 * screens that list them: /subscribe (every channel) and /sms/subscribe (the SMS ones). Buyers subscribe on the
 * site, so the lists are read-only; staff send a waiting notice now (a confirmed row action) and export.
 */
export const TARGET_TYPES = ['sku', 'spu'] as const;

export const notifyNow = (collection: string): StatusAction => ({
    field: 'notifyStatus',
    transitions: [{ from: ['waiting'], to: 'notified', labelKey: `resources.${collection}.actions.notify_now` }],
});

export const subscriptionDescription = (collection: string, channels: readonly string[]): ResourceModule['description'] => ({
    sort: { field: 'subscribeTime', order: 'DESC' },
    actions: { readOnly: true, export: true, status: notifyNow(collection) },
    fields: [
        { source: 'userId', type: 'text', column: 'default', filter: 'optional', maxLength: 32, sortable: true },
        { source: 'channel', type: 'enum', choices: channels, column: channels.length > 1 ? 'default' : 'pickable', filter: channels.length > 1 ? 'alwaysOn' : undefined, required: true },
        { source: 'contact', type: 'text', column: 'default', filter: 'optional', maxLength: 120 },
        { source: 'targetType', type: 'enum', choices: TARGET_TYPES, column: 'default', filter: 'alwaysOn', required: true },
        { source: 'skuId', type: 'ref', reference: 'skus', column: 'default', filter: 'alwaysOn' },
        { source: 'spuId', type: 'ref', reference: 'spu', column: 'default', filter: 'alwaysOn', required: true },
        { source: 'subscribeTime', type: 'datetime', column: 'default', filter: 'optional', sortable: true },
        { source: 'notifyStatus', type: 'enum', choices: ['waiting', 'notified'], column: 'default', filter: 'alwaysOn', required: true },
        { source: 'notifyTime', type: 'datetime', column: 'pickable', sortable: true },
    ],
});


/** A notice's time is the server's: stamped when it is sent, none while it waits. */
export const deriveNotifyTime = (record: Record<string, unknown>) => ({
    notifyTime: record.notifyStatus === 'notified' ? (record.notifyTime ?? new Date().toISOString()) : null,
});

/** By SKU: the SKU is named; by SPU: no SKU. */
export const subscriptionRules =
    (collection: string) =>
    (record: Record<string, unknown>): FieldErrors => {
        const blank = record.skuId === undefined || record.skuId === null || record.skuId === '';
        if (record.targetType === 'sku' && blank) return { skuId: 'ra.validation.required' };
        if (record.targetType === 'spu' && !blank) return { skuId: `resources.${collection}.validation.sku_with_spu` };
        return {};
    };

/** A SKU must be one of its SPU's (the server knows the SKUs of the site), and a notice only goes from waiting to notified. */
export const skuOfSpuRule =
    (collection: string) =>
    (record: Record<string, unknown>, rowsOf: (name: string) => readonly Record<string, unknown>[]): FieldErrors => {
        const sku = record.skuId === undefined || record.skuId === null || record.skuId === '' ? undefined : rowsOf('skus').find(row => String(row.id) === String(record.skuId));
        const status = statusTableRule(collection, notifyNow(collection))(record, rowsOf);
        return sku && String(sku.spuId) !== String(record.spuId) ? { ...status, skuId: `resources.${collection}.validation.sku_of_spu` } : status;
    };
