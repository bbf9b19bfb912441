import type { FieldErrors } from '../kit/types';
import { skuOfSpuRule } from '../sms-common/subscriptions';
import { subscriberCountOf, SUBSCRIPTIONS } from './subscribers';

/**
 * A notification plan's rules (the spec is silent; these are a messaging back office's): its template is an enabled
 * SMS template written for arrivals (back in stock or pre-booking), its SKU is one of its SPU's, and a product has
 * one plan (a SKU's, or the SPU's own when no SKU is named); its subscriber count is the server's (./subscribers.ts),
 * so a write giving another is refused. Keys of `resources.sms-sub-products.validation`.
 */
const COLLECTION = 'sms-sub-products';
const KEY = `resources.${COLLECTION}.validation`;

export const NOTIFY_SCENARIOS = ['restock', 'prebook'] as const;

export const isNotifyTemplate = (template: Readonly<Record<string, unknown>>): boolean =>
    template.channel === 'sms' && template.status === 'enabled' && (NOTIFY_SCENARIOS as readonly unknown[]).includes(template.scenario);

const blank = (value: unknown) => value === undefined || value === null || value === '';

export const planServerRules = (record: Record<string, unknown>, rowsOf: (name: string) => readonly Record<string, unknown>[]): FieldErrors => {
    const errors: FieldErrors = { ...skuOfSpuRule(COLLECTION)(record, rowsOf) };
    const template = rowsOf('sms-templates').find(row => String(row.id) === String(record.templateId));
    if (template && !isNotifyTemplate(template)) errors.templateId = `${KEY}.template_kind`;
    const sameProduct = rowsOf(COLLECTION).some(
        row => String(row.id) !== String(record.id) && String(row.spuId) === String(record.spuId) && String(row.skuId ?? '') === String(blank(record.skuId) ? '' : record.skuId),
    );
    if (sameProduct) errors[blank(record.skuId) ? 'spuId' : 'skuId'] = `${KEY}.one_plan`;
    // A count the body gives must be the one the subscriptions make (none given: the server counts it).
    if (!blank(record.subscriberCount) && Number(record.subscriberCount) !== subscriberCountOf(record, rowsOf(SUBSCRIPTIONS))) {
        errors.subscriberCount = `${KEY}.counted`;
    }
    return errors;
};
