/** Service-centre reservation texts (resources.reservations), in English. */
export const reservationsEn = {
    resources: {
        reservations: {
            name: 'Reservation |||| Reservations',
            fields: {
                reservationNo: 'Reservation no.',
                name: 'Customer',
                mobile: 'Mobile',
                email: 'E-mail',
                modelId: 'Model',
                imei: 'IMEI',
                faultTypeId: 'Fault',
                serviceCenterId: 'Service centre',
                appointmentDate: 'Appointment date',
                timeSlot: 'Time slot',
                status: 'Status',
                history: 'History',
                dueTime: 'Due',
                overdue: 'Overdue',
                createTime: 'Booked',
                creator: 'Created by',
            },
            choices: {
                timeSlot: { '10-12': '10:00–12:00', '12-14': '12:00–14:00', '14-16': '14:00–16:00', '16-18': '16:00–18:00', '18-20': '18:00–20:00' },
                status: { booked: 'Booked', completed: 'Completed', no_show: 'No-show', cancelled: 'Cancelled' },
            },
            actions: { create: 'Created', complete: 'Complete', mark_no_show: 'Mark no-show', cancel: 'Cancel' },
            validation: {
                mobile: 'Enter 10 to 13 digits, e.g. 9876543210',
                email: 'Enter a valid e-mail address',
                imei: 'Enter the 15-digit IMEI (dial *#06#); its last digit did not check',
                past: 'The appointment cannot be before today',
            },
        },
    },
};
