/** A tab gated by a resource code; a tab without a code is not gated. */
export interface GatedTab {
    code?: string;
}

/**
 * showTab (spec section 5): the tabs whose resource code is granted, in their order. Tabs without a code stay.
 * `codes` is the granted set (`useGrantedCodes()` or `grantedCodes(user)`) or a plain list of codes.
 */
export const grantedTabs = <T extends GatedTab>(tabs: readonly T[], codes: ReadonlySet<string> | readonly string[]): T[] => {
    const granted: ReadonlySet<string> = codes instanceof Set ? codes : new Set(codes);
    return tabs.filter(tab => tab.code === undefined || granted.has(tab.code));
};
