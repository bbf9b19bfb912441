import polyglotI18nProvider from 'ra-i18n-polyglot';
import { completeEnMessages } from '../../../resources/completeTexts.en';
import { completeZhMessages } from '../../../resources/completeTexts.zh';
import type { FieldError } from '../../../resources/kit/types';

const english = polyglotI18nProvider(() => completeEnMessages, 'en');
const chinese = polyglotI18nProvider(() => completeZhMessages, 'zh');

/** A field error as the English form shows it (react-admin's own translation of the key and its arguments). */
export const en = (error: FieldError | unknown): string =>
    typeof error === 'string' ? english.translate(error) : english.translate((error as { message: string }).message, (error as { args?: object }).args);

export const zh = (error: FieldError | unknown): string =>
    typeof error === 'string' ? chinese.translate(error) : chinese.translate((error as { message: string }).message, (error as { args?: object }).args);

/** Field errors as the English texts at their fields. */
export const enTexts = (errors: Record<string, unknown>) => Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, en(error)]));
