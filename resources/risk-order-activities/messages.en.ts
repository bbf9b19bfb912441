import { kitEn } from '../kit/messages.en';

const fields = {
    activityName: 'Activity name',
    id: 'ID',
    startTime: 'Start time',
    endTime: 'End time',
    status: 'State',
    spuIds: 'SPU',
    spuCount: 'SPU count',
    skuIds: 'SKU',
    skuCount: 'SKU count',
    sellingPrice: 'Selling price',
    discounts: 'Discounts',
    lowestPrice: 'Lowest price',
    emiPlanInterest: 'EMI plan interest',
    creator: 'Creator',
    lastEditor: 'Last editor',
    updateTime: 'Updated',
};

/** Spec section 5: '{name} needs to be a positive number', with the field's name. */
const positive = (name: string) => `${name} needs to be a positive number`;

/** Risk-order monitoring texts (resources.risk-order-activities), in English. */
export const riskOrderActivitiesEn = {
    resources: {
        'risk-order-activities': {
            name: 'Risk-order monitoring activity |||| Risk-order monitoring activities',
            fields,
            choices: { status: kitEn.resources.kit.activity.status },
            batch: {
                button: 'Batch add SKUs',
                title: 'Batch add SKUs',
                codes: 'SKU codes',
                codes_help: 'One a line, or separated by commas or spaces',
                add: 'Add',
                added: '%{smart_count} SKU added |||| %{smart_count} SKUs added',
                already_added: 'Sorry, the SKU has been added: %{skus}',
                unknown: 'No SKU has these codes: %{skus}',
            },
            validation: {
                positive: {
                    sellingPrice: positive(fields.sellingPrice),
                    discounts: positive(fields.discounts),
                    lowestPrice: positive(fields.lowestPrice),
                    emiPlanInterest: positive(fields.emiPlanInterest),
                },
                interest_decimals: 'EMI plan interest can have at most 2 decimals',
                interest_max: 'EMI plan interest cannot be above 100',
                sku_added: 'Sorry, the SKU has been added',
                sku_overlap: 'Only one activity can exist for the same SKU at the same time',
            },
        },
    },
};
