import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { createI18nProvider, type Messages } from '../../providers/i18nProvider';
import { enMessages } from '../../providers/messages/en';
import { zhMessages } from '../../providers/messages/zh';
import { sessionUser, type SessionUser } from '../../base/session/sessionUser';
import type { Translate } from '../../ui/format';

export type TestLocale = 'en' | 'zh';

/** The real i18nProvider (polyglot over the app's catalogues) for a locale, with its catalogue at hand. */
export const i18nFor = (locale: TestLocale) =>
    locale === 'zh' ? createI18nProvider('zh', zhMessages as Messages) : createI18nProvider('en', enMessages as Messages);

/** The app's translator for a locale, for the pure formatters. */
export const translatorFor = (locale: TestLocale): Translate => {
    const provider = i18nFor(locale);
    return (key, options) => provider.translate(key, options);
};

export const AdminWrapper = ({ children, locale = 'en' }: { children: ReactNode; locale?: TestLocale }) => (
    <AdminContext i18nProvider={i18nFor(locale)} store={memoryStore()}>
        {children}
    </AdminContext>
);

/** Renders inside react-admin's AdminContext with the app's i18nProvider and a memory store. */
export const renderInAdmin = (ui: ReactNode, locale: TestLocale = 'en') =>
    render(<AdminWrapper locale={locale}>{ui}</AdminWrapper>);

/** Signs a user in whose granted resource codes are `codes`. */
export const signInWithCodes = (codes: readonly string[]): SessionUser => {
    const user: SessionUser = {
        account: 'tester',
        name: 'Tester',
        roles: ['os'],
        accountType: 1,
        roleType: 1,
        sites: [{ regionCode: 'IN', siteCode: 'in', siteName: 'India' }],
        site: { regionCode: 'IN', siteCode: 'in', siteName: 'India' },
        resources: codes.map((code, index) => ({ id: index + 1, frontendCode: code, resourceName: `Resource ${code}` })),
        dataType: 0,
    };
    sessionUser.set(user);
    return user;
};
