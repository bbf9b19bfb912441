import { ToggleThemeButton, useTheme } from 'react-admin';
import { useAnnounceChange } from '../../../ui/useAnnounceChange';

/**
 * Light or dark theme: react-admin's own toggle, kept in react-admin's store (local storage) across reloads. Spec
 * section 8: the theme-change success message is in Chinese, whatever the language.
 */
export const ThemeSwitch = () => {
    const [theme] = useTheme();
    useAnnounceChange('theme', String(theme ?? 'light'), 'oms.toast.theme_changed');
    return <ToggleThemeButton />;
};
