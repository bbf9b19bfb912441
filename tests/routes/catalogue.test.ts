import { describe, it, expect } from 'vitest';
import { ROUTES, ROUTE_GROUPS, ROUTE_GROUP_BY_KEY, ROUTE_ICON_KEYS, findRoute, matchRoute } from '../../base/routes/catalogue';
import type { RouteEntry } from '../../base/routes/types';
import { routesEn } from '../../providers/messages/routes.en';
import { routesZh } from '../../providers/messages/routes.zh';

/**
 * Every path of spec section 2, written out by hand from the spec (the independent check). Names the spec leaves
 * out follow notes/screens.md "Decisions for names the spec leaves out".
 */
const SPEC_PATHS: readonly string[] = [
    // Fixed routes
    '/404', '/401', '/dashboard', '/permission/user/changePassword', '/authredirect', '/template/table', '/async-task',
    // /cms
    '/cms/home', '/cms/nav', '/cms/homeStore', '/cms/navStore', '/cms/footer', '/cms/brand', '/cms/leadership',
    '/cms/articles', '/cms/articles/:action/:siteCode/:category/:page', '/cms/navbar', '/cms/product-price',
    '/cms/product-list', '/cms/product-list/edit', '/cms/product-list/editStatic', '/cms/product-check',
    '/cms/compress-image', '/cms/page-publish', '/cms/security-page', '/cms/policy-page', '/cms/children-privacy-policy',
    '/cms/dsr-platform', '/cms/bulkorder', '/cms/app-download', '/cms/products-page',
    // /reconciliation
    '/reconciliation/internalImport', '/reconciliation/externalImport', '/reconciliation/externalSummary',
    '/reconciliation/externalResultQuery', '/reconciliation/summaryReport', '/reconciliation/agingWarningReport',
    '/reconciliation/exceptionHandling/:type/:id', '/reconciliation/exceptionHandlingquery/:type/:id',
    // /factory
    '/factory/category', '/factory/spu', '/factory/spu/:id', '/factory/sku', '/factory/sku/:id', '/factory/pincode',
    '/factory/material', '/factory/po', '/factory/po/edit/:id', '/factory/pin_basic', '/factory/pin_wm',
    '/factory/state_list', '/factory/compare', '/factory/compareEdit',
    // /sms
    '/sms/template', '/sms/query', '/sms/manual', '/sms/subscribe', '/sms/subProduct', '/sms/appPush',
    '/sms/appPush/view/:templateCode', '/sms/appPush/edit/:templateCode', '/sms/message/edit',
    // /Point
    '/Point/index', '/Point/user', '/Point/flow', '/Point/reissue-of-points',
    // /dataPlatForm
    '/dataPlatForm/live', '/dataPlatForm/diary',
    // /promotion
    '/promotion/ambassador', '/promotion/recordQuery', '/promotion/orderReport', '/promotion/productData',
    '/promotion/ambassadorDetail/:userId',
    // /bankOffer
    '/bankOffer/index', '/bankOffer/add/:id', '/bankOffer/batch', '/bankOffer/gateway-bank-offer',
    '/bankOffer/cardlessEmi', '/bankOffer/cardlessEmi/operate',
    // /storeSettings
    '/storeSettings/basicSetting', '/storeSettings/graySetting', '/storeSettings/paySetting',
    // /financialReconciliation
    '/financialReconciliation/codImport', '/financialReconciliation/codList',
    '/financialReconciliation/codDetail/:id/:time',
    '/financialReconciliation/emi-finance-settlement', '/financialReconciliation/emi-finance-settlement/detail/:id',
    '/financialReconciliation/card-wallet-settlement-1', '/financialReconciliation/card-wallet-settlement-1/detail/:id',
    '/financialReconciliation/card-wallet-settlement-2', '/financialReconciliation/card-wallet-settlement-2/detail/:id',
    '/financialReconciliation/card-wallet-settlement-3', '/financialReconciliation/card-wallet-settlement-3/detail/:id',
    '/financialReconciliation/other-provider-settlement', '/financialReconciliation/other-provider-settlement/info/:id',
    '/financialReconciliation/reconciliationSummary', '/financialReconciliation/errorDetails',
    '/financialReconciliation/adjustFlag', '/financialReconciliation/adjustFlag/:type/:id',
    '/financialReconciliation/reconciliationDetails', '/financialReconciliation/reconciliationPushBsp',
    '/financialReconciliation/billMatchAccountingAmount', '/financialReconciliation/financialInfoSettings',
    // /gov-subsidy
    '/gov-subsidy/province', '/gov-subsidy/product', '/gov-subsidy/subsidy-qualification',
    '/gov-subsidy/order-details-reminder', '/gov-subsidy/transaction', '/gov-subsidy/reconciliation',
    '/gov-subsidy/audit', '/gov-subsidy/audit/gd/:type/:id', '/gov-subsidy/audit/other/:type/:id',
    '/gov-subsidy/audit/hebei/:type/:id', '/gov-subsidy/basic-setting',
    // /page
    '/page/release',
    // /permission
    '/permission/user', '/permission/user/add', '/permission/user/edit/:id', '/permission/user/AssignRoles/:id',
    '/permission/role', '/permission/role/add', '/permission/role/edit/:id',
    // /resources
    '/resources/upload', '/resources/minify',
    // /supportPage
    '/supportPage/multilingual-text', '/supportPage/basic-configuration', '/supportPage/software-upgrade',
    '/supportPage/spare_parts_price', '/supportPage/care_plus_v3', '/supportPage/care_plus_v3_item',
    '/supportPage/serviceCenter', '/supportPage/progress-listpage', '/supportPage/progress-detailpage',
    '/supportPage/retailStoreMap', '/supportPage/reservation', '/supportPage/fault-type', '/supportPage/email-us',
    '/supportPage/material-information', '/supportPage/support', '/supportPage/support_footer', '/supportPage/repair',
    // The brand support home (brand name withheld by the spec)
    '/brandSupport/home',
    // /serviceSite
    '/serviceSite/product-category', '/serviceSite/comment', '/serviceSite/comment-reply', '/serviceSite/content-label',
    '/serviceSite/content-label/:title/:id', '/serviceSite/question-list',
    '/serviceSite/question-list/question/:type/:id', '/serviceSite/answer-list',
    '/serviceSite/answer-list/answer/:type/:id', '/serviceSite/virtualComment', '/serviceSite/aftersalesServiceSetting',
    '/serviceSite/storeAddress', '/serviceSite/storePage', '/serviceSite/storeEdit/:id', '/serviceSite/declaration',
    '/serviceSite/siteEdit/:id', '/serviceSite/country', '/serviceSite/province', '/serviceSite/provinceEdit/:id',
    '/serviceSite/city', '/serviceSite/cityEdit/:id', '/serviceSite/user_manuals', '/serviceSite/insurances',
    '/cms_v2/faq', '/cms_v2/troubleshooting', '/cms_v2/phonecheck', '/serviceSite/description-management',
    '/serviceSite/price-protection', '/serviceSite/price-protection-detail', '/serviceSite/price-express-delivery',
    '/serviceSite/application', '/serviceSite/model', '/serviceSite/online-customer-service',
    // /prize
    '/prize/template', '/prize/template/add', '/prize/template/edit', '/prize/coupon-rules', '/prize/customer-code',
    '/prize/award', '/prize/query', '/prize/query-code',
    // /orders
    '/orders/modify', '/orders/index', '/orders/recoveryFailedOrders', '/orders/chart', '/orders/orderDetail/:id',
    '/orders/modifyDetail/:id', '/orders/Statistics', '/orders/cancelReason', '/orders/refund', '/orders/prebook',
    '/orders/request-search', '/orders/tcs-flow',
    // /b2b
    '/b2b/customer-information', '/b2b/customer-information/detail/:title/:id', '/b2b/orders', '/b2b/orderDetail/:id',
    '/b2b/receiving-account', '/b2b/receiving-email',
    // /diff
    '/diff/inbound', '/diff/inbound/detail/:id', '/diff/inboundV2', '/diff/inboundV2/detail/:id', '/diff/outbound',
    '/diff/outbound/detail/:id', '/diff/outbound-v2', '/diff/outbound-v2/detail/:id/:status', '/diff/timeliness',
    '/diff/exceptionManagement',
    // /inventory
    '/inventory/tool', '/inventory/turnOver', '/inventory/wmsOrder', '/inventory/wmsOrderDetail/:id',
    '/inventory/stock', '/inventory/SKU-Inventory', '/inventory/wmBackup', '/inventory/gstinSetting',
    '/inventory/after-sales', '/inventory/financialStatements', '/inventory/exchange', '/inventory/invoice-list',
    '/inventory/invoice-detail/:id/:type', '/inventory/wms-report', '/inventory/application',
    '/inventory/application-detail/:id', '/inventory/finance-import', '/inventory/finance-report',
    '/inventory/order-payment', '/inventory/warehouse', '/inventory/transferOrder', '/inventory/transferOrder/addOrder',
    '/inventory/transferOrder/orderDetail/:transferOrderNo',
    // /activities
    '/activities/comment-lottery', '/activities/pre-order', '/activities/pre-order/:id', '/activities/index',
    '/activities/subscribe', '/activities/hotSearch', '/activities/hot-search-v2', '/activities/hot-search-v2/:type/:id',
    '/activities/search-page-banner', '/activities/Recommended', '/activities/partner-payment-activity-1',
    '/activities/partner-payment-activity-2', '/activities/NoCostEMI', '/activities/onlineOffer',
    '/activities/onlineOffer/:id', '/activities/cms/studentBenefit', '/activities/fansFestival',
    '/activities/community-activity', '/activities/freeShippingCharge', '/activities/paymentMethod',
    '/activities/paymentMethod/:id', '/activities/lockUser', '/activities/logistics-timeliness',
    '/activities/activity-type', '/activities/risk-order-monitoring', '/activities/risk-order-monitoring/:id',
    '/activities/rank', '/activities/nps-questionnaire',
    // /live
    '/live/index', '/live/edit/:id', '/live/edit',
    // /subscribe
    '/subscribe/index',
    // /app
    '/app/appHome', '/app/appHome-v2', '/app/discover', '/app/supportApp', '/app/appHome-new/edit/:id',
    '/app/productCategories', '/app/productCategories-v2', '/app/meTab', '/app/points', '/app/menuTab', '/app/version',
    '/app/version/add', '/app/version/edit/:id', '/app/adPosition', '/app/adPosition/add', '/app/adPosition/edit/:id',
    '/app/feedback', '/app/broadcast', '/app/broadcast/operate', '/app/broadcast/edit/:id', '/app/payTag',
    '/app/customPages', '/app/customPages/:id', '/app/membership', '/app/url-whitelist',
    // /miniPrograms
    '/miniPrograms/Home', '/miniPrograms/VideoProduct',
    // /sketch2code
    '/sketch2code', '/sketch2code/sketch2html',
];

/** Groups of spec section 2 in the spec's order (fixed routes first), with the prefix and code the brief names. */
const SPEC_GROUPS: readonly [key: string, prefix: string, code: string][] = [
    ['general', '', ''],
    ['cms', '/cms', 'cms'],
    ['reconciliation', '/reconciliation', 'reconciliation'],
    ['factory', '/factory', 'factory'],
    ['sms', '/sms', 'sms'],
    ['point', '/Point', 'point'],
    ['dataPlatForm', '/dataPlatForm', 'dataPlatform'],
    ['promotion', '/promotion', 'ambassador'],
    ['bankOffer', '/bankOffer', 'bankOffer'],
    ['storeSettings', '/storeSettings', 'storeSettings'],
    ['financialReconciliation', '/financialReconciliation', 'financialReconciliation'],
    ['govSubsidy', '/gov-subsidy', 'govSubsidy'],
    ['page', '/page', 'page'],
    ['permission', '/permission', 'permission'],
    ['resources', '/resources', 'resources'],
    ['supportPage', '/supportPage', 'supportPage'],
    ['supportHome', '/brandSupport', 'supportHome'],
    ['serviceSite', '/serviceSite', 'serviceSite'],
    ['prize', '/prize', 'prize'],
    ['orders', '/orders', 'orders'],
    ['b2b', '/b2b', 'b2b'],
    ['diff', '/diff', 'diff'],
    ['inventory', '/inventory', 'inventory'],
    ['activities', '/activities', 'activities'],
    ['live', '/live', 'live'],
    ['subscribe', '/subscribe', 'subscribe'],
    ['app', '/app', 'app'],
    ['miniPrograms', '/miniPrograms', 'miniPrograms'],
    ['sketch2code', '/sketch2code', 'sketch2code'],
];

const byPath = (path: string): RouteEntry => {
    const route = ROUTES.find(entry => entry.path === path);
    if (!route) throw new Error(`no catalogue row for ${path}`);
    return route;
};

const sorted = (values: readonly string[] | undefined) => (values ? [...values].sort() : values);

/** Looks a dotted key up in a message tree. */
const resolve = (tree: unknown, key: string): unknown =>
    key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), tree);

/** Every leaf key of a message tree, dotted. */
const leafKeys = (tree: unknown, prefix = ''): string[] =>
    Object.entries(tree as Record<string, unknown>).flatMap(([key, value]) =>
        value && typeof value === 'object' ? leafKeys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
    );

const duplicates = (values: readonly string[]) => values.filter((value, index) => values.indexOf(value) !== index);

describe('route catalogue: coverage of spec section 2', () => {
    it('holds exactly the paths of the spec, in both directions', () => {
        const catalogue = new Set(ROUTES.map(route => route.path));
        const spec = new Set(SPEC_PATHS);
        expect([...spec].filter(path => !catalogue.has(path))).toEqual([]);
        expect([...catalogue].filter(path => !spec.has(path))).toEqual([]);
        expect(ROUTES).toHaveLength(SPEC_PATHS.length);
    });

    it('keeps the spec order', () => {
        expect(ROUTES.map(route => route.path)).toEqual(SPEC_PATHS);
    });

    it('has the groups of the spec, in order, with their prefixes and codes', () => {
        expect(ROUTE_GROUPS.map(group => [group.key, group.prefix, group.code])).toEqual(SPEC_GROUPS);
        for (const group of ROUTE_GROUPS) {
            expect(ROUTE_GROUP_BY_KEY[group.key]).toBe(group);
            expect(group.titleKey).toBe(`routes.${group.key}._group`);
        }
    });

    it('puts every route in a known group whose prefix it sits under (absolute /serviceSite children excepted)', () => {
        const absolute = new Set(['/cms_v2/faq', '/cms_v2/troubleshooting', '/cms_v2/phonecheck']);
        for (const route of ROUTES) {
            const group = ROUTE_GROUP_BY_KEY[route.group];
            expect(group, route.path).toBeDefined();
            if (absolute.has(route.path)) {
                expect(route.group).toBe('serviceSite');
            } else if (group.prefix !== '') {
                expect(route.path === group.prefix || route.path.startsWith(`${group.prefix}/`), route.path).toBe(true);
            }
        }
        expect(ROUTES.filter(route => route.group === 'general').map(route => route.path)).toEqual(SPEC_PATHS.slice(0, 7));
    });
});

describe('route catalogue: uniqueness', () => {
    it('has unique paths', () => {
        expect(duplicates(ROUTES.map(route => route.path))).toEqual([]);
    });

    it('has unique codes (fixed routes share the empty code)', () => {
        const codes = ROUTES.filter(route => route.group !== 'general').map(route => route.code);
        expect(codes.every(code => code !== '')).toBe(true);
        expect(duplicates(codes)).toEqual([]);
    });

    it('has unique title keys', () => {
        expect(duplicates(ROUTES.map(route => route.titleKey))).toEqual([]);
    });
});

describe('route catalogue: titles', () => {
    it('names every title key routes.<groupKey>.<camelCase screen key>', () => {
        for (const route of ROUTES) {
            expect(route.titleKey, route.path).toMatch(new RegExp(`^routes\\.${route.group}\\.[a-z][A-Za-z0-9]*$`));
        }
    });

    it('resolves every route and group title to a non-empty string in English and Chinese', () => {
        const keys = [...ROUTES.map(route => route.titleKey), ...ROUTE_GROUPS.map(group => group.titleKey)];
        for (const key of keys) {
            for (const messages of [routesEn, routesZh]) {
                const title = resolve(messages, key);
                expect(typeof title, key).toBe('string');
                expect((title as string).trim(), key).not.toBe('');
            }
        }
    });

    it('has identical key sets in both message trees, and no title without a route or group', () => {
        const en = leafKeys(routesEn).sort();
        expect(leafKeys(routesZh).sort()).toEqual(en);
        const used = new Set([...ROUTES.map(route => route.titleKey), ...ROUTE_GROUPS.map(group => group.titleKey)]);
        expect(en.filter(key => !used.has(key))).toEqual([]);
    });

    it('writes Chinese titles in Chinese', () => {
        for (const key of leafKeys(routesZh)) {
            expect(resolve(routesZh, key) as string, key).toMatch(/[\u4e00-\u9fff]/);
        }
    });
});

describe('route catalogue: roles (spec section 6)', () => {
    const expectRoles = (path: string, roles: readonly string[] | undefined) =>
        expect(sorted(byPath(path).roles), path).toEqual(sorted(roles));

    it('gives group roles', () => {
        expectRoles('/cms/home', ['admin', 'os', 'dev', 'pm']);
        expectRoles('/factory/spu/:id', ['admin', 'os', 'ros', 'qa', 'logistics', 'pm']);
        expectRoles('/Point/index', ['admin', 'os', 'ros', 'qa', 'logistics', 'pm']);
        expectRoles('/page/release', ['admin', 'dev']);
        expectRoles('/diff/inbound', ['admin', 'qa', 'pm', 'logistics', 'finance']);
        expectRoles('/subscribe/index', ['admin', 'qa', 'activityer', 'os', 'pm']);
        expectRoles('/miniPrograms/Home', ['admin', 'os', 'qa', 'pm']);
        expectRoles('/live/edit/:id', ['admin', 'activityer', 'qa', 'pm']);
    });

    it('applies the per-screen exceptions', () => {
        expectRoles('/permission/user', ['admin']);
        expectRoles('/permission/user/add', ['admin']);
        expectRoles('/permission/role/add', ['admin']);
        expectRoles('/permission/user/edit/:id', ['admin', 'editor']);
        expectRoles('/permission/role', ['admin', 'editor']);
        expectRoles('/orders/refund', ['admin', 'csm', 'csso', 'qa', 'finance', 'audit']);
        expectRoles('/orders/prebook', ['admin', 'csm', 'csso', 'qa', 'finance', 'audit']);
        expectRoles('/orders/cancelReason', ['admin', 'qa']);
        expectRoles('/orders/index', ['admin', 'os', 'csm', 'csso', 'ros', 'qa', 'finance', 'audit', 'logistics', 'pm']);
        expectRoles('/live/index', ['admin', 'activityer']);
        expectRoles('/prize/template', ['admin', 'qa', 'pz', 'os']);
        expectRoles('/prize/award', ['admin', 'qa', 'pz', 'os']);
        expect(byPath('/prize/query').roles).toContain('csso');
        expect(byPath('/prize/query-code').roles).toContain('csso');
        expect(byPath('/prize/template').roles).not.toContain('csso');
        expect(byPath('/prize/template/edit').roles).not.toContain('csso');
    });

    it('leaves code-only groups and fixed routes without roles', () => {
        for (const path of [
            '/bankOffer/index', '/b2b/orders', '/storeSettings/basicSetting', '/financialReconciliation/codList',
            '/gov-subsidy/audit', '/reconciliation/internalImport', '/promotion/ambassador', '/sketch2code',
            '/brandSupport/home', '/dashboard', '/permission/user/changePassword', '/async-task',
        ]) {
            expect(byPath(path).roles, path).toBeUndefined();
        }
    });

    it('gives the absolute /serviceSite children their group roles', () => {
        for (const path of ['/cms_v2/faq', '/cms_v2/troubleshooting', '/cms_v2/phonecheck']) {
            expectRoles(path, ['csm', 'admin', 'csss', 'qa', 'dev', 'csso', 'os', 'pm']);
        }
    });
});

describe('route catalogue: codes', () => {
    it('follows <groupCode>:<path below the prefix, params without colons> on every row', () => {
        const prefixes = Object.fromEntries(SPEC_GROUPS.map(([key, prefix, code]) => [key, { prefix, code }]));
        for (const route of ROUTES) {
            const { prefix, code } = prefixes[route.group];
            let expected: string;
            if (code === '') expected = '';
            else if (route.path === prefix) expected = `${code}:index`;
            else if (route.path.startsWith(`${prefix}/`)) expected = `${code}:${route.path.slice(prefix.length + 1).replaceAll(':', '')}`;
            else expected = `${code}:${route.path.slice(1).replaceAll(':', '')}`;
            expect(route.code, route.path).toBe(expected);
        }
    });

    it('gives the examples of the naming rule', () => {
        expect(byPath('/orders/orderDetail/:id').code).toBe('orders:orderDetail/id');
        expect(byPath('/cms/home').code).toBe('cms:home');
        expect(byPath('/sketch2code').code).toBe('sketch2code:index');
        expect(byPath('/promotion/ambassadorDetail/:userId').code).toBe('ambassador:ambassadorDetail/userId');
        expect(byPath('/Point/index').code).toBe('point:index');
        expect(byPath('/cms_v2/faq').code).toBe('serviceSite:cms_v2/faq');
        expect(byPath('/dashboard').code).toBe('');
    });
});

describe('route catalogue: flags', () => {
    const SITE_RULES = {
        '/serviceSite/price-protection': 'cnOnly',
        '/supportPage/retailStoreMap': 'notInId',
        '/app/appHome': 'appV1',
        '/app/productCategories': 'appV1',
        '/app/appHome-v2': 'appV2',
        '/app/productCategories-v2': 'appV2',
    } as const;

    it('puts site rules on exactly the rows the spec names', () => {
        const withRule = Object.fromEntries(ROUTES.filter(route => route.siteRule).map(route => [route.path, route.siteRule]));
        expect(withRule).toEqual(SITE_RULES);
    });

    it('hides every page the spec hides and every page with params', () => {
        const specHidden = [
            '/404', '/401', '/permission/user/changePassword', '/authredirect', '/template/table', '/async-task',
            '/cms/navbar', '/cms/product-list/edit', '/cms/product-list/editStatic', '/factory/compareEdit',
            '/sms/message/edit', '/bankOffer/cardlessEmi/operate', '/resources/minify', '/prize/template/edit',
            '/serviceSite/price-protection-detail',
        ];
        for (const path of specHidden) expect(byPath(path).hidden, path).toBe(true);
        for (const route of ROUTES.filter(entry => entry.path.includes(':'))) {
            expect(route.hidden, route.path).toBe(true);
            expect(route.noCache, route.path).toBe(true);
        }
    });

    it('keeps list screens in the menu', () => {
        for (const path of ['/dashboard', '/orders/index', '/cms/home', '/supportPage/retailStoreMap', '/serviceSite/price-protection', '/sketch2code']) {
            expect(byPath(path).hidden, path).toBeFalsy();
        }
    });

    it('does not cache the dashboard and form pages', () => {
        for (const path of ['/dashboard', '/permission/user/add', '/prize/template/add', '/app/version/add', '/live/edit', '/inventory/transferOrder/addOrder']) {
            expect(byPath(path).noCache, path).toBe(true);
        }
        expect(byPath('/orders/index').noCache).toBeFalsy();
    });

    it('uses icons from the fixed list only', () => {
        const icons = new Set<string>(ROUTE_ICON_KEYS);
        for (const route of ROUTES) if (route.icon) expect(icons.has(route.icon), route.path).toBe(true);
        for (const group of ROUTE_GROUPS) expect(icons.has(group.icon), group.key).toBe(true);
    });
});

describe('findRoute', () => {
    it('matches concrete URLs', () => {
        expect(findRoute('/orders/orderDetail/42')?.path).toBe('/orders/orderDetail/:id');
        expect(findRoute('/orders/orderDetail/42/')?.path).toBe('/orders/orderDetail/:id');
        expect(findRoute('/orders/orderDetail/42?tab=lines')?.path).toBe('/orders/orderDetail/:id');
        expect(findRoute('/cms/articles/edit/in/blog/3')?.path).toBe('/cms/articles/:action/:siteCode/:category/:page');
        expect(findRoute('/activities/risk-order-monitoring')?.path).toBe('/activities/risk-order-monitoring');
        expect(findRoute('/activities/risk-order-monitoring/17')?.path).toBe('/activities/risk-order-monitoring/:id');
        expect(findRoute('/diff/outbound-v2/detail/9/shipped')?.path).toBe('/diff/outbound-v2/detail/:id/:status');
        expect(findRoute('/cms_v2/faq')?.group).toBe('serviceSite');
        expect(findRoute('/sketch2code')?.code).toBe('sketch2code:index');
        expect(findRoute('/dashboard')?.group).toBe('general');
    });

    it('prefers static paths to param paths', () => {
        expect(findRoute('/app/version/add')?.path).toBe('/app/version/add');
        expect(findRoute('/app/version/edit/5')?.path).toBe('/app/version/edit/:id');
        expect(findRoute('/live/edit')?.path).toBe('/live/edit');
        expect(findRoute('/live/edit/5')?.path).toBe('/live/edit/:id');
        expect(findRoute('/permission/user/add')?.path).toBe('/permission/user/add');
        expect(findRoute('/cms/product-list/edit')?.path).toBe('/cms/product-list/edit');
    });

    it('lets the most static pattern win whatever the order of the list', () => {
        const rows: RouteEntry[] = [
            { path: '/x/:id', group: 'x', titleKey: 'routes.x.detail', code: 'x:id' },
            { path: '/x/:a/:b', group: 'x', titleKey: 'routes.x.pair', code: 'x:a/b' },
            { path: '/x/add', group: 'x', titleKey: 'routes.x.add', code: 'x:add' },
            { path: '/x/edit/:id', group: 'x', titleKey: 'routes.x.edit', code: 'x:edit/id' },
        ];
        expect(matchRoute(rows, '/x/add')?.code).toBe('x:add');
        expect(matchRoute(rows, '/x/7')?.code).toBe('x:id');
        expect(matchRoute(rows, '/x/edit/7')?.code).toBe('x:edit/id');
        expect(matchRoute(rows, '/x/view/7')?.code).toBe('x:a/b');
        expect(matchRoute([...rows].reverse(), '/x/add')?.code).toBe('x:add');
        expect(matchRoute([...rows].reverse(), '/x/edit/7')?.code).toBe('x:edit/id');
    });

    it('finds every catalogue row from a concrete URL of its own', () => {
        for (const route of ROUTES) {
            // A param with a pattern (the numeric ids) gets a value that fits it.
            const url = route.path.replace(/:([A-Za-z]+)/g, (_, name: string) => (route.params?.[name] ? '7' : 'v1'));
            expect(findRoute(url)?.path, url).toBe(route.path);
            // As react-router matches it: in any case, with trailing slashes, with a query.
            expect(findRoute(`${url.toUpperCase()}//?tab=1`)?.path, url).toBe(route.path);
        }
    });

    it('returns undefined for unknown paths', () => {
        expect(findRoute('/nowhere')).toBeUndefined();
        expect(findRoute('/')).toBeUndefined();
        expect(findRoute('/orders')).toBeUndefined();
        expect(findRoute('/orders/orderDetail')).toBeUndefined();
        expect(findRoute('/orders/orderDetail/1/2')).toBeUndefined();
        expect(findRoute('/activities/ri')).toBeUndefined();
    });
});
