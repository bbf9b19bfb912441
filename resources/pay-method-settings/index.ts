import type { FieldErrors, ResourceModule } from '../kit/types';
import { PAY_CHANNELS, PAY_METHODS } from '../orders/model';
import { ENABLE_DISABLE } from '../kit/statusActions';

/**
 * The payment methods a site offers at checkout (/storeSettings/paySetting): which gateway takes each method, on which
 * platform, in what order, between which order amounts, with a tag shown beside it. Enabled or disabled by a row
 * action; edited in a dialog. Rule: the minimum is not above the maximum.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'sort', order: 'ASC' },
    actions: {
        dialog: { create: true },
        export: true,
        status: ENABLE_DISABLE,
    },
    fields: [
        { source: 'payMethod', type: 'enum', choices: PAY_METHODS, column: 'default', filter: 'alwaysOn', required: true },
        { source: 'payChannel', type: 'enum', choices: PAY_CHANNELS, column: 'default', filter: 'alwaysOn', required: true },
        { source: 'platform', type: 'enum', choices: ['all', 'web', 'app'], column: 'default', filter: 'optional', required: true },
        { source: 'sort', type: 'number', column: 'default', required: true, min: 1, max: 999, sortable: true },
        { source: 'minAmount', type: 'money', column: 'default', required: true, min: 0, max: 10_000_000 },
        { source: 'maxAmount', type: 'money', column: 'default', required: true, min: 0, max: 10_000_000 },
        { source: 'tagText', type: 'text', column: 'pickable', maxLength: 30 },
        { source: 'status', type: 'enum', choices: ['enabled', 'disabled'], column: 'default', filter: 'alwaysOn', required: true },
    ],
};

const present = (value: unknown) => value !== undefined && value !== null && value !== '';

export const rules: ResourceModule['rules'] = (record): FieldErrors =>
    present(record.minAmount) && present(record.maxAmount) && Number(record.minAmount) > Number(record.maxAmount)
        ? { maxAmount: 'resources.pay-method-settings.validation.max_below_min' }
        : {};
