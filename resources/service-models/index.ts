import type { FieldErrors, ResourceModule } from '../kit/types';

/**
 * Device models of the service website (/serviceSite/model), per site: the name customers know, the model number
 * printed on the box and in Settings (unique, 4 to 12 capitals or digits), the shop's SPU it is sold as, its
 * picture and launch date. Hidden models stay on the records filed under them but leave the website's pickers.
 * With no record path in the catalogue, models are added and edited in a dialog on the list.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'launchDate', order: 'DESC' },
    actions: {
        dialog: { create: true },
        export: true,
        status: {
            field: 'status',
            transitions: [
                { from: ['display'], to: 'hide', labelKey: 'resources.service-models.actions.hide' },
                { from: ['hide'], to: 'display', labelKey: 'resources.service-models.actions.display' },
            ],
        },
    },
    fields: [
        { source: 'marketingName', type: 'text', column: 'default', filter: 'alwaysOn', required: true, maxLength: 60, sortable: true },
        { source: 'modelCode', type: 'text', column: 'default', filter: 'alwaysOn', required: true, unique: true, maxLength: 12, sortable: true },
        { source: 'spuId', type: 'ref', reference: 'spu', column: 'pickable' },
        { source: 'image', type: 'image', required: true },
        { source: 'launchDate', type: 'date', column: 'default', filter: 'optional', required: true, sortable: true },
        { source: 'sort', type: 'number', column: 'pickable', min: 0, max: 999, sortable: true },
        { source: 'status', type: 'enum', choices: ['display', 'hide'], column: 'default', filter: 'alwaysOn', required: true },
    ],
};

/** A model number as printed on the box: 4 to 12 capitals or digits (2312DRA50G). */
export const MODEL_CODE = /^[A-Z0-9]{4,12}$/;

export const rules = (record: Record<string, unknown>): FieldErrors => {
    const code = record.modelCode;
    if (code === undefined || code === null || String(code).trim() === '') return {};
    return MODEL_CODE.test(String(code).trim()) ? {} : { modelCode: 'resources.service-models.validation.model_code' };
};
