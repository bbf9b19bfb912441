/** Shared UI building blocks: granted elements, click guard, toasts, date presets and formatters. */
export { useGrantedCode, useGrantedCodes } from './useGrantedCode';
export { GrantedOnly, type GrantedOnlyProps } from './GrantedOnly';
export { grantedTabs, type GatedTab } from './grantedTabs';
export { useClickGuard, type ClickGuard } from './useClickGuard';
export { GuardedButton, type GuardedButtonProps } from './GuardedButton';
export { GuardedSaveButton, type GuardedSaveButtonProps } from './GuardedSaveButton';
export { useToast, DEFAULT_SUCCESS_KEY, type Toasts } from './useToast';
export { DATE_PRESETS, dayOnly, endOfDay, type DatePreset, type DatePresetKey, type DateRange } from './datePresets';
export { DatePresetButtons, type DatePresetButtonsProps } from './DatePresetButtons';
export {
    formatDateTime,
    dateTimeFormatOptions,
    dateLocaleTag,
    DATE_LOCALE_TAGS,
    formatMoney,
    toDateValue,
    type Translate,
    type DateInput,
    type DateTimeStyle,
} from './format';
export { useFormatDateTime, useDateLocales, type FormatDateTime } from './useFormatDateTime';
export { LocaleDateField } from './LocaleDateField';
export { StatusChip, type StatusChipProps } from './StatusChip';
