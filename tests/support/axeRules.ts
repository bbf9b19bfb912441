/**
 * The axe rules that can only find minor or moderate problems (every check they run is of that impact; in
 * tests/architecture/axeRules.test.ts against axe-core's own metadata): skipped, since only serious and critical
 * ones fail a test, and `region` and the landmark rules walk the whole page each time.
 */
export const LOW_IMPACT_RULES = [
    'aria-allowed-role', 'aria-deprecated-role', 'empty-heading', 'empty-table-header', 'focus-order-semantics', 'form-field-multiple-labels',
    'heading-order', 'hidden-content', 'html-xml-lang-mismatch', 'image-redundant-alt', 'landmark-banner-is-top-level',
    'landmark-complementary-is-top-level', 'landmark-contentinfo-is-top-level', 'landmark-main-is-top-level', 'landmark-no-duplicate-banner',
    'landmark-no-duplicate-contentinfo', 'landmark-no-duplicate-main', 'landmark-one-main', 'landmark-unique', 'meta-viewport-large',
    'meta-viewport', 'no-autoplay-audio', 'page-has-heading-one', 'presentation-role-conflict', 'region', 'scope-attr-valid',
    'server-side-image-map', 'skip-link', 'table-duplicate-name',
] as const;

