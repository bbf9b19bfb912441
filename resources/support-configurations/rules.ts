import type { FieldErrors } from '../kit/types';

/** A hotline a customer dials: 6 to 15 digits, with an optional + and spaces or hyphens between. */
const HOTLINE = /^\+?\d[\d\s-]{4,18}\d$/;
/** WhatsApp takes the number in international form: +, country code and number, 8 to 15 digits. */
const WHATSAPP = /^\+[1-9]\d{7,14}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i;
/** Hours as the website prints them: days, then opening and closing time (Mon–Sat 09:00–21:00). */
const HOURS = /(\d{1,2}):([0-5]\d)\s*[-–]\s*(\d{1,2}):([0-5]\d)/;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** A hotline and WhatsApp number that can be dialled, an e-mail address, working hours that close after they open. */
export const supportConfigurationRules = (record: Record<string, unknown>): FieldErrors => {
    const errors: FieldErrors = {};
    const hotline = text(record.hotline);
    const digits = hotline.replace(/\D/g, '').length;
    if (hotline !== '' && (!HOTLINE.test(hotline) || digits < 6 || digits > 15)) errors.hotline = 'resources.support-configurations.validation.hotline';
    if (text(record.whatsappNumber) !== '' && !WHATSAPP.test(text(record.whatsappNumber))) errors.whatsappNumber = 'resources.support-configurations.validation.whatsapp';
    if (text(record.supportEmail) !== '' && !EMAIL.test(text(record.supportEmail))) errors.supportEmail = 'ra.validation.email';
    const hours = HOURS.exec(text(record.workingHours));
    if (text(record.workingHours) !== '') {
        const opens = hours ? Number(hours[1]) * 60 + Number(hours[2]) : NaN;
        const closes = hours ? Number(hours[3]) * 60 + Number(hours[4]) : NaN;
        if (!hours || Number(hours[1]) > 23 || Number(hours[3]) > 24 || closes <= opens) errors.workingHours = 'resources.support-configurations.validation.hours';
    }
    return errors;
};
