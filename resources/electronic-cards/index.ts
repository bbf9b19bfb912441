import type { FieldErrors, ResourceModule } from '../kit/types';
import { isImei } from '../../base/imei';

/** What a card covers; each runs its months from activation (12, or 24 for the extended and combo plans). */
export const CARD_PLANS = ['standard_warranty', 'extended_warranty', 'screen_damage', 'accidental_damage', 'combo'] as const;

/**
 * Electronic warranty and protection cards (/serviceSite/insurances), per site: one card per device and plan, issued
 * when the device is activated, found by card number, IMEI or mobile number. Issued by the order system, never
 * edited here: read and exported only. An IMEI is 15 digits with a Luhn check digit; a card expires after it is
 * activated.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'activationDate', order: 'DESC' },
    actions: { readOnly: true, export: true },
    fields: [
        { source: 'cardNo', type: 'text', column: 'default', filter: 'alwaysOn', required: true, unique: true, maxLength: 20, sortable: true },
        { source: 'imei', type: 'text', column: 'default', filter: 'alwaysOn', required: true, maxLength: 15 },
        { source: 'modelId', type: 'ref', reference: 'service-models', column: 'default', filter: 'optional', required: true },
        { source: 'mobile', type: 'text', column: 'default', filter: 'alwaysOn', required: true, maxLength: 20 },
        { source: 'plan', type: 'enum', choices: CARD_PLANS, column: 'default', filter: 'optional', required: true },
        { source: 'activationDate', type: 'date', column: 'default', filter: 'optional', required: true, sortable: true },
        { source: 'expiryDate', type: 'date', column: 'default', required: true, sortable: true },
        { source: 'status', type: 'enum', choices: ['active', 'expired', 'claimed', 'cancelled'], column: 'default', filter: 'alwaysOn', required: true },
    ],
};

export const rules = (record: Record<string, unknown>): FieldErrors => {
    const errors: FieldErrors = {};
    if (typeof record.imei === 'string' && record.imei !== '' && !isImei(record.imei.trim())) errors.imei = 'resources.electronic-cards.validation.imei';
    const { activationDate: from, expiryDate: to } = record;
    if (typeof from === 'string' && typeof to === 'string' && from !== '' && to !== '' && to <= from) errors.expiryDate = 'resources.electronic-cards.validation.expiry';
    return errors;
};
