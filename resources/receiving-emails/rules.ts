import type { FieldErrors } from '../kit/types';

/** A recipient's address is an e-mail address. */
export const recipientRules = (record: Record<string, unknown>): FieldErrors => {
    const email = String(record.email ?? '');
    return email !== '' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? { email: 'resources.receiving-emails.validation.email' } : {};
};
