import type { FieldErrors, ResourceModule } from '../kit/types';
import { ENABLE_DISABLE } from '../kit/statusActions';

/**
 * ERP material codes: the item master that links a SKU to the warehouses and to finance.
 * One ERP for every market, so not per site. A material's back-reference to a SKU is left out: the SKU (per market) points at
 * its material, not the other way round.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'materialCode', order: 'ASC' },
    actions: {
        dialog: {},
        export: true,
        import: true,
        status: ENABLE_DISABLE,
    },
    fields: [
        { source: 'materialCode', type: 'text', column: 'default', filter: 'alwaysOn', required: true, unique: true, maxLength: 18, sortable: true },
        { source: 'materialName', type: 'text', column: 'default', filter: 'alwaysOn', required: true, maxLength: 120, sortable: true },
        {
            source: 'materialType',
            type: 'enum',
            choices: ['finished_goods', 'accessory', 'gift', 'spare_part', 'packaging'],
            column: 'default',
            filter: 'alwaysOn',
            required: true,
        },
        { source: 'unit', type: 'text', column: 'default', required: true, maxLength: 8 },
        { source: 'hsnCode', type: 'text', column: 'default', filter: 'optional', required: true, maxLength: 8 },
        { source: 'gstRate', type: 'percent', column: 'default', required: true, min: 0, max: 0.28, sortable: true },
        { source: 'status', type: 'enum', choices: ['enabled', 'disabled'], column: 'default', filter: 'optional', required: true },
    ],
};

export const rules = (record: Record<string, unknown>): FieldErrors =>
    record.hsnCode && !/^\d{4}(\d{2}){0,2}$/.test(String(record.hsnCode)) ? { hsnCode: 'resources.materials.validation.hsn_format' } : {};
