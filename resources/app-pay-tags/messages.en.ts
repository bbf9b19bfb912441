import { ORDER_CHOICES_EN } from '../order-common/choiceTexts';

/** Checkout pay tag texts (resources.app-pay-tags), in English. */
export const appPayTagsEn = {
    resources: {
        'app-pay-tags': {
            name: 'Pay tag |||| Pay tags',
            fields: {
                payMethod: 'Pay method',
                tagText: 'Tag text',
                tagColour: 'Colour (#RRGGBB)',
                startTime: 'Shown from',
                endTime: 'Shown until',
                sort: 'Sort',
                status: 'Status',
                creator: 'Created by',
                createTime: 'Created',
                lastEditor: 'Last edited by',
                updateTime: 'Updated',
            },
            choices: {
                payMethod: ORDER_CHOICES_EN.payMethod,
                status: { online: 'Online', offline: 'Offline' },
            },
            validation: { colour: 'A colour is # and six hexadecimal digits, such as #E53935' },
        },
    },
};
