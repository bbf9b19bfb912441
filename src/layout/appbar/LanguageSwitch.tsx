import { LocalesMenuButton, useI18nProvider, useLocaleState } from 'react-admin';
import { useAnnounceChange } from '../../../ui/useAnnounceChange';

/**
 * The language menu (spec section 1: zh or en): react-admin's own, over the i18nProvider's locales; the provider
 * keeps the choice in the language cookie. 'switch language success' is shown once the new catalogue is in force,
 * so it reads in the new language.
 */
export const LanguageSwitch = () => {
    const i18nProvider = useI18nProvider();
    // Re-render on a switch; the provider's locale changes only once the catalogue has loaded.
    useLocaleState();
    useAnnounceChange('locale', i18nProvider.getLocale(), 'oms.toast.switch_language');
    return <LocalesMenuButton />;
};
