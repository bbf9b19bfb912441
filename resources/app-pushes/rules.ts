import type { FieldErrors, StatusAction } from '../kit/types';
import { redirectErrors } from '../kit/redirect/redirect';

/**
 * An app push's rules (the spec gives its fields; these are a push console's): a template code of capitals, digits
 * and `_` (it names the push in its paths); an audience from a file needs the file; a scheduled push has a send time;
 * its status moves only along STATUS_ACTION (a push is marked sent by the sender, never by a client); where a tap
 * leads is the redirect block's (its own checks here, its H5 link within the URL whitelist on the server). Keys of
 * `resources.app-pushes.validation`.
 */
const KEY = 'resources.app-pushes.validation';
export const TEMPLATE_CODE = /^[A-Z][A-Z0-9_]{2,39}$/;
/** The push's redirect block: linkType, linkUrl, linkAppView … */
export const LINK_PREFIX = 'link';
export const STATUSES = ['draft', 'scheduled', 'sent', 'cancelled'] as const;

/** draft → scheduled (send) → sent by the sender; a draft or a scheduled push may be cancelled. */
export const STATUS_ACTION: StatusAction = {
    field: 'status',
    transitions: [
        { from: ['draft'], to: 'scheduled', labelKey: 'resources.app-pushes.actions.send' },
        { from: ['draft', 'scheduled'], to: 'cancelled', labelKey: 'resources.app-pushes.actions.cancel' },
    ],
};

const blank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

export const pushRules = (record: Record<string, unknown>): FieldErrors => {
    const errors: FieldErrors = {};
    if (!blank(record.templateCode) && !TEMPLATE_CODE.test(String(record.templateCode))) errors.templateCode = `${KEY}.template_code`;
    if (record.audience === 'user_file' && blank(record.userFile)) errors.userFile = `${KEY}.file_required`;
    if (record.status === 'scheduled' && blank(record.sendTime)) errors.sendTime = `${KEY}.send_time_required`;
    return { ...errors, ...redirectErrors(record, LINK_PREFIX) };
};

/** The figures are the sender's: none before a push is sent. */
export const derivePush = (record: Record<string, unknown>) =>
    record.status === 'sent' ? {} : { sentCount: 0, deliveredCount: 0, openCount: 0 };
