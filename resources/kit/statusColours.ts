import type { StatusChipColour } from '../../ui/statusChipStyles';

/**
 * The colour of an enum value wherever a status chip shows it, by meaning rather than by resource: on, done and
 * good are green, under way blue, waiting grey, refused and failed red, warnings orange.
 */
export const STATUS_COLOURS: Readonly<Record<string, StatusChipColour>> = {
    enabled: 'success',
    on_shelf: 'success',
    display: 'success',
    serviceable: 'success',
    online: 'success',
    approved: 'success',
    received: 'success',
    success: 'success',
    in_progress: 'info',
    processing: 'info',
    submitted: 'info',
    partially_received: 'info',
    paused: 'warning',
    partial: 'warning',
    failed: 'error',
    cancelled: 'error',
    non_serviceable: 'error',
    rejected: 'error',
};
