/** Service application texts (resources.service-applications), in English. */
export const serviceApplicationsEn = {
    resources: {
        'service-applications': {
            name: 'Service application |||| Service applications',
            fields: {
                applicationNo: 'Application no.',
                serviceType: 'Service',
                customerName: 'Buyer',
                mobile: 'Mobile',
                orderNo: 'Order no.',
                modelId: 'Model',
                imei: 'IMEI',
                faultTypeId: 'Fault',
                address: 'Pickup address',
                courierAwb: 'Courier AWB',
                status: 'Status',
                history: 'History',
                dueTime: 'Due',
                overdue: 'Overdue',
                createTime: 'Applied',
                creator: 'Registered by',
            },
            choices: {
                serviceType: { repair: 'Mail-in repair', return: 'Return', replacement: 'Replacement' },
                status: { submitted: 'Submitted', accepted: 'Accepted', in_progress: 'In progress', completed: 'Completed', rejected: 'Rejected' },
            },
            actions: { create: 'Submitted', accept: 'Accept', reject: 'Reject', start: 'Start work', complete: 'Complete' },
            validation: {
                order_no: 'An order number reads OMS and 9 digits, e.g. OMS260000037',
                order_needed: 'A return or a replacement names its order',
                fault_needed: 'A repair names its fault',
                mobile: 'Enter 10 to 13 digits, e.g. 9876543210',
                imei: 'Enter the 15-digit IMEI (dial *#06#); its last digit did not check',
                awb: 'An air waybill is 8 to 20 capital letters or digits',
            },
        },
    },
};
