/** SPU texts (resources.spu), in English. */
export const spuEn = {
    resources: {
        spu: {
            name: 'SPU |||| SPUs',
            fields: {
                spuId: 'SPU ID',
                spuName: 'SPU name',
                categoryId: 'Category',
                series: 'Series',
                modelCode: 'Model code',
                marketingName: 'Marketing name',
                launchDate: 'Launch date',
                mainImage: 'Main image',
                status: 'Status',
                hsnCode: 'HSN code',
                warrantyMonths: 'Warranty (months)',
                description: 'Description',
                updateTime: 'Updated',
            },
            choices: { status: { on_shelf: 'On shelf', off_shelf: 'Off shelf' } },
            tabs: { main: 'Basics', details: 'Details' },
            select: { title: 'Select an SPU', required: 'Please select an SPU, then confirm', button: 'Select SPU' },
        },
    },
};
