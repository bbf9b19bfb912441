import type { SiblingAppCode } from '../../../base/constants';

/**
 * The sibling apps of the top bar (spec section 1): each is shown only when its resource code is granted. The
 * addresses come from the build environment; an unset or empty variable falls back to a same-host path.
 */
export interface SiblingApp {
    /** The resource code that grants the link. */
    code: SiblingAppCode;
    titleKey: string;
    url: string;
}

const env = import.meta.env;

export const SIBLING_APPS: readonly SiblingApp[] = [
    { code: 'bulk', titleKey: 'oms.appbar.sibling_apps.bulk', url: env.VITE_BULK_URL || '/bulk/' },
    { code: 'bulk_overseas', titleKey: 'oms.appbar.sibling_apps.bulk_overseas', url: env.VITE_BULK_OVERSEAS_URL || '/bulk-overseas/' },
    { code: 'productCore', titleKey: 'oms.appbar.sibling_apps.productCore', url: env.VITE_PRODUCT_CORE_URL || '/product-core/' },
    { code: 'prophet', titleKey: 'oms.appbar.sibling_apps.prophet', url: env.VITE_PROPHET_URL || '/prophet/' },
];

/** The sibling apps a user with these granted codes may open, in table order. */
export const grantedSiblingApps = (codes: ReadonlySet<string>): SiblingApp[] => SIBLING_APPS.filter(app => codes.has(app.code));
