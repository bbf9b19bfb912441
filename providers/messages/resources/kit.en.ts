/** The resource kit's own texts (keys under resources.kit), in English. */
export const kitEn = {
    resources: {
        kit: {
            actions: 'Actions',
            breadcrumbs: 'Breadcrumbs',
            back_to_list: 'Back to the list',
            not_found: 'This record does not exist, or it has been deleted.',
            missing_reference: 'Deleted record',
            confirm_status: 'Do you want to %{action} this record?',
            enable: 'Enable',
            disable: 'Disable',
            filters: { from: 'From', to: 'To' },
            validation: {
                unique: 'This value is already used by another record',
                parent_cycle: 'A record cannot be placed under itself or one of its own children',
                pincode: 'A pincode is six digits and does not start with 0',
            },
        },
    },
};
