import type { FieldErrors, ResourceModule } from '../kit/types';
import { ONLINE_OFFLINE } from '../kit/statusActions';

/**
 * The product security page of a site: one record a site, edited in a dialog, never created or deleted: how to
 * report a vulnerability (the contact address, the PGP key, the body in rich text held to the kit's safe-HTML rule and
 * previewed sanitised in a sandboxed frame), online or offline.
 */
export const description: ResourceModule['description'] = {
    actions: { dialog: {}, status: ONLINE_OFFLINE, publish: { pageType: 'static', pageName: 'Security page' } },
    fields: [
        { source: 'title', type: 'text', column: 'default', required: true, maxLength: 80 },
        { source: 'contactEmail', type: 'text', column: 'default', required: true, maxLength: 100 },
        { source: 'pgpKeyUrl', type: 'text', link: true, column: 'pickable', maxLength: 300 },
        { source: 'body', type: 'richtext', required: true },
        { source: 'status', type: 'enum', choices: ['online', 'offline'], column: 'default', required: true },
        { source: 'updateTime', type: 'datetime', readOnly: true, column: 'default' },
    ],
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Reports go to a real mailbox. */
export const rules = (record: Record<string, unknown>): FieldErrors =>
    typeof record.contactEmail === 'string' && record.contactEmail !== '' && !EMAIL.test(record.contactEmail.trim()) ? { contactEmail: 'ra.validation.email' } : {};
