/** bulk-order-enquiries texts (resources.bulk-order-enquiries), in English. */
export const bulkOrderEnquiriesEn = {
    resources: {
        'bulk-order-enquiries': {
            name: 'Bulk order enquiry |||| Bulk order enquiries',
            fields: {
                enquiryNo: 'Enquiry no.',
                companyName: 'Company',
                contactName: 'Contact',
                email: 'E-mail',
                mobile: 'Mobile',
                city: 'City',
                spuId: 'Product',
                quantity: 'Quantity',
                message: 'Message',
                submitTime: 'Submitted',
                status: 'Status',
                remark: 'Remark',
            },
            choices: { status: { new: 'New', contacted: 'Contacted', converted: 'Converted', closed: 'Closed' } },
            actions: { contacted: 'Mark contacted', converted: 'Mark converted', closed: 'Close' },
            validation: { email: 'Enter a valid e-mail address', transition: 'An enquiry cannot go from %{from} to %{to}' },
        },
    },
};
