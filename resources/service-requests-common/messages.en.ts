/** The service requests' shared texts (resources.service-requests-common): the clock, the timeline, the moves' dialog and rules. */
export const serviceRequestsCommonEn = {
    resources: {
        'service-requests-common': {
            due: 'Due %{time}',
            overdue: 'Overdue since %{time}',
            no_due: 'No due time: the request is closed',
            timeline: 'Timeline',
            created: 'Created',
            entry: '%{from} → %{to}',
            by: 'by %{name}',
            note: 'Note',
            confirm: 'Move %{name} to "%{to}"?',
            done: 'Moved to "%{to}"',
            validation: {
                note_required: 'Give the reason',
                note_length: 'The note is at most %{max} characters',
                by_action: 'The status, due time and history change only through the request’s actions',
                refused: 'This move is not allowed while the request is %{status}',
            },
        },
    },
};
