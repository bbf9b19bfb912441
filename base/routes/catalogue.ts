/**
 * The route catalogue: every route of spec section 2 (fixed routes and all groups, in the spec's order), as pure
 * data. No React or MUI here: the mock server imports this module too.
 *
 * Resource code naming rule (one code per screen, unique):
 *
 *     <groupCode>:<path below the group prefix, with ':' removed from param names>
 *
 *   - `/orders/orderDetail/:id` → `orders:orderDetail/id`; `/cms/home` → `cms:home`;
 *   - a group's root path (`/sketch2code` itself) → `<groupCode>:index`;
 *   - the /serviceSite children the spec writes as absolute paths (`/cms_v2/faq`, …) are not below the prefix:
 *     their code is the path without its leading slash, `serviceSite:cms_v2/faq`;
 *   - fixed routes (group `general`) have code '' (any signed-in user).
 *
 * Roles come from roles.ts through `rolesForPath` (never copied here). Two adjustments, both documented at `rolesOf`:
 * fixed routes carry no roles (spec: any signed-in user, though `/permission/user/changePassword` sits under the
 * /permission prefix), and the absolute /serviceSite children are looked up under their group's prefix.
 *
 * Names the spec leaves out (decided for this product, and listed in the README, "Access"):
 *   - the two `ri{secret}` routes: `/activities/risk-order-monitoring` and `/activities/risk-order-monitoring/:id`;
 *   - the unnamed settlement lists of /financialReconciliation: `emi-finance-settlement` (instalment-finance
 *     provider), `card-wallet-settlement-1..3` (the three card or wallet payment providers), each with
 *     `detail/:id`, and `other-provider-settlement` (the fourth provider) with `info/:id`;
 *   - the payment-gateway bank-offer page: `/bankOffer/gateway-bank-offer`;
 *   - the two partner-payment activity pages: `/activities/partner-payment-activity-1` and `-2`;
 *   - the brand community activity page: `/activities/community-activity`;
 *   - the brand support home group: prefix `/brandSupport` (the spec withholds the brand name that the real path
 *     segment carries), one screen `/brandSupport/home`.
 */
import { matchPath } from 'react-router';
import { rolesForPath, type Role } from './roles';
import type { RouteEntry, RouteGroup, SiteRule } from './types';

/** The icon keys a route or group may name (the layout maps them to components). */
export const ROUTE_ICON_KEYS = [
    'dashboard', 'home', 'list', 'article', 'settings', 'people', 'security', 'payments', 'receipt', 'inventory',
    'warehouse', 'shipping', 'campaign', 'sms', 'notifications', 'points', 'chart', 'upload', 'image', 'store', 'map',
    'support', 'question', 'star', 'live', 'phone', 'app', 'code', 'coupon', 'gift', 'bank', 'subsidy', 'report',
    'search', 'language', 'task',
] as const;

export type RouteIconKey = (typeof ROUTE_ICON_KEYS)[number];

/**
 * How a screen shows:
 * - `menu`: a menu leaf, kept alive when its tab is left;
 * - `menuForm`: a menu leaf that starts fresh (noCache): the dashboard and add pages without params;
 * - `hiddenForm`: detail, edit or add page with params or described as detail or edit: hidden and noCache;
 * - `hidden`: hidden, kept alive (error pages, the sign-on callback, tools the spec hides).
 */
type Kind = 'menu' | 'menuForm' | 'hiddenForm' | 'hidden';

/**
 * One screen of a group: path below the group prefix ('' for the prefix itself; a leading '/' for the absolute
 * paths the spec gives), the screen key of its title, how it shows, its menu icon and its site rule.
 */
type Row = readonly [sub: string, key: string, kind: Kind, icon?: RouteIconKey, siteRule?: SiteRule];

interface GroupDef {
    key: string;
    prefix: string;
    code: string;
    icon: RouteIconKey;
    rows: readonly Row[];
}

const GROUP_DEFS: readonly GroupDef[] = [
    {
        // Fixed routes of spec section 2; any signed-in user.
        key: 'general',
        prefix: '',
        code: '',
        icon: 'dashboard',
        rows: [
            ['/404', 'notFound', 'hidden'],
            ['/401', 'unauthorized', 'hidden'],
            ['/dashboard', 'dashboard', 'menuForm', 'dashboard'],
            ['/permission/user/changePassword', 'changePassword', 'hiddenForm'],
            ['/authredirect', 'authRedirect', 'hidden'],
            ['/template/table', 'templateTable', 'hidden'],
            ['/async-task', 'asyncTask', 'hidden'],
        ],
    },
    {
        key: 'cms',
        prefix: '/cms',
        code: 'cms',
        icon: 'article',
        rows: [
            ['home', 'home', 'menu', 'home'],
            ['nav', 'nav', 'menu', 'list'],
            ['homeStore', 'homeStore', 'menu', 'store'],
            ['navStore', 'navStore', 'menu', 'list'],
            ['footer', 'footer', 'menu', 'list'],
            ['brand', 'brand', 'menu', 'star'],
            ['leadership', 'leadership', 'menu', 'people'],
            ['articles', 'articles', 'menu', 'article'],
            ['articles/:action/:siteCode/:category/:page', 'articleEdit', 'hiddenForm'],
            ['navbar', 'navbar', 'hiddenForm'],
            ['product-price', 'productPrice', 'menu', 'payments'],
            ['product-list', 'productList', 'menu', 'list'],
            ['product-list/edit', 'productListEdit', 'hiddenForm'],
            ['product-list/editStatic', 'productListEditStatic', 'hiddenForm'],
            ['product-check', 'productCheck', 'menu', 'search'],
            ['compress-image', 'compressImage', 'menu', 'image'],
            ['page-publish', 'pagePublish', 'menu', 'upload'],
            ['security-page', 'securityPage', 'menu', 'security'],
            ['policy-page', 'policyPage', 'menu', 'article'],
            ['children-privacy-policy', 'childrenPrivacyPolicy', 'menu', 'security'],
            ['dsr-platform', 'dsrPlatform', 'menu', 'people'],
            ['bulkorder', 'bulkOrder', 'menu', 'receipt'],
            ['app-download', 'appDownload', 'menu', 'app'],
            ['products-page', 'productsPage', 'menu', 'phone'],
        ],
    },
    {
        key: 'reconciliation',
        prefix: '/reconciliation',
        code: 'reconciliation',
        icon: 'report',
        rows: [
            ['internalImport', 'internalImport', 'menu', 'upload'],
            ['externalImport', 'externalImport', 'menu', 'upload'],
            ['externalSummary', 'externalSummary', 'menu', 'report'],
            ['externalResultQuery', 'externalResultQuery', 'menu', 'search'],
            ['summaryReport', 'summaryReport', 'menu', 'chart'],
            ['agingWarningReport', 'agingWarningReport', 'menu', 'report'],
            ['exceptionHandling/:type/:id', 'exceptionHandling', 'hiddenForm'],
            ['exceptionHandlingquery/:type/:id', 'exceptionHandlingQuery', 'hiddenForm'],
        ],
    },
    {
        key: 'factory',
        prefix: '/factory',
        code: 'factory',
        icon: 'list',
        rows: [
            ['category', 'category', 'menu', 'list'],
            ['spu', 'spu', 'menu', 'phone'],
            ['spu/:id', 'spuDetail', 'hiddenForm'],
            ['sku', 'sku', 'menu', 'phone'],
            ['sku/:id', 'skuDetail', 'hiddenForm'],
            ['pincode', 'pincode', 'menu', 'map'],
            ['material', 'material', 'menu', 'inventory'],
            ['po', 'po', 'menu', 'receipt'],
            ['po/edit/:id', 'poEdit', 'hiddenForm'],
            ['pin_basic', 'pinBasic', 'menu', 'map'],
            ['pin_wm', 'pinWarehouse', 'menu', 'warehouse'],
            ['state_list', 'stateList', 'menu', 'map'],
            ['compare', 'compare', 'menu', 'list'],
            ['compareEdit', 'compareEdit', 'hiddenForm'],
        ],
    },
    {
        key: 'sms',
        prefix: '/sms',
        code: 'sms',
        icon: 'sms',
        rows: [
            ['template', 'template', 'menu', 'article'],
            ['query', 'query', 'menu', 'search'],
            ['manual', 'manual', 'menu', 'sms'],
            ['subscribe', 'subscribe', 'menu', 'notifications'],
            ['subProduct', 'subProduct', 'menu', 'list'],
            ['appPush', 'appPush', 'menu', 'notifications'],
            ['appPush/view/:templateCode', 'appPushView', 'hiddenForm'],
            ['appPush/edit/:templateCode', 'appPushEdit', 'hiddenForm'],
            ['message/edit', 'messageEdit', 'hiddenForm'],
        ],
    },
    {
        key: 'point',
        prefix: '/Point',
        code: 'point',
        icon: 'points',
        rows: [
            ['index', 'rules', 'menu', 'settings'],
            ['user', 'user', 'menu', 'people'],
            ['flow', 'flow', 'menu', 'list'],
            ['reissue-of-points', 'reissueOfPoints', 'menu', 'points'],
        ],
    },
    {
        key: 'dataPlatForm',
        prefix: '/dataPlatForm',
        code: 'dataPlatform',
        icon: 'chart',
        rows: [
            ['live', 'live', 'menu', 'live'],
            ['diary', 'diary', 'menu', 'report'],
        ],
    },
    {
        // The ambassador programme; the spec names its code `ambassador`.
        key: 'promotion',
        prefix: '/promotion',
        code: 'ambassador',
        icon: 'people',
        rows: [
            ['ambassador', 'ambassador', 'menu', 'people'],
            ['recordQuery', 'recordQuery', 'menu', 'search'],
            ['orderReport', 'orderReport', 'menu', 'report'],
            ['productData', 'productData', 'menu', 'chart'],
            ['ambassadorDetail/:userId', 'ambassadorDetail', 'hiddenForm'],
        ],
    },
    {
        key: 'bankOffer',
        prefix: '/bankOffer',
        code: 'bankOffer',
        icon: 'bank',
        rows: [
            ['index', 'bankOffers', 'menu', 'bank'],
            ['add/:id', 'bankOfferEdit', 'hiddenForm'],
            ['batch', 'batch', 'menu', 'upload'],
            // Unnamed in the spec: "a payment-gateway bank-offer page".
            ['gateway-bank-offer', 'gatewayBankOffer', 'menu', 'payments'],
            ['cardlessEmi', 'cardlessEmi', 'menu', 'payments'],
            ['cardlessEmi/operate', 'cardlessEmiOperate', 'hiddenForm'],
        ],
    },
    {
        key: 'storeSettings',
        prefix: '/storeSettings',
        code: 'storeSettings',
        icon: 'settings',
        rows: [
            ['basicSetting', 'basicSetting', 'menu', 'settings'],
            ['graySetting', 'graySetting', 'menu', 'settings'],
            ['paySetting', 'paySetting', 'menu', 'payments'],
        ],
    },
    {
        key: 'financialReconciliation',
        prefix: '/financialReconciliation',
        code: 'financialReconciliation',
        icon: 'payments',
        rows: [
            ['codImport', 'codImport', 'menu', 'upload'],
            ['codList', 'codList', 'menu', 'list'],
            ['codDetail/:id/:time', 'codDetail', 'hiddenForm'],
            // Unnamed in the spec: the instalment-finance provider's settlement list and its detail page.
            ['emi-finance-settlement', 'emiFinanceSettlement', 'menu', 'receipt'],
            ['emi-finance-settlement/detail/:id', 'emiFinanceSettlementDetail', 'hiddenForm'],
            // Unnamed in the spec: the three card or wallet payment providers' settlement lists.
            ['card-wallet-settlement-1', 'cardWalletSettlement1', 'menu', 'receipt'],
            ['card-wallet-settlement-1/detail/:id', 'cardWalletSettlement1Detail', 'hiddenForm'],
            ['card-wallet-settlement-2', 'cardWalletSettlement2', 'menu', 'receipt'],
            ['card-wallet-settlement-2/detail/:id', 'cardWalletSettlement2Detail', 'hiddenForm'],
            ['card-wallet-settlement-3', 'cardWalletSettlement3', 'menu', 'receipt'],
            ['card-wallet-settlement-3/detail/:id', 'cardWalletSettlement3Detail', 'hiddenForm'],
            // Unnamed in the spec: the fourth provider's settlement list, with an info page.
            ['other-provider-settlement', 'otherProviderSettlement', 'menu', 'receipt'],
            ['other-provider-settlement/info/:id', 'otherProviderSettlementInfo', 'hiddenForm'],
            ['reconciliationSummary', 'reconciliationSummary', 'menu', 'chart'],
            ['errorDetails', 'errorDetails', 'menu', 'report'],
            ['adjustFlag', 'adjustFlag', 'menu', 'list'],
            ['adjustFlag/:type/:id', 'adjustFlagEdit', 'hiddenForm'],
            ['reconciliationDetails', 'reconciliationDetails', 'menu', 'report'],
            ['reconciliationPushBsp', 'reconciliationPushBsp', 'menu', 'upload'],
            ['billMatchAccountingAmount', 'billMatchAccountingAmount', 'menu', 'payments'],
            ['financialInfoSettings', 'financialInfoSettings', 'menu', 'settings'],
        ],
    },
    {
        key: 'govSubsidy',
        prefix: '/gov-subsidy',
        code: 'govSubsidy',
        icon: 'subsidy',
        rows: [
            ['province', 'province', 'menu', 'map'],
            ['product', 'product', 'menu', 'phone'],
            ['subsidy-qualification', 'subsidyQualification', 'menu', 'people'],
            ['order-details-reminder', 'orderDetailsReminder', 'menu', 'notifications'],
            ['transaction', 'transaction', 'menu', 'payments'],
            ['reconciliation', 'reconciliation', 'menu', 'report'],
            ['audit', 'audit', 'menu', 'task'],
            ['audit/gd/:type/:id', 'auditGd', 'hiddenForm'],
            ['audit/other/:type/:id', 'auditOther', 'hiddenForm'],
            ['audit/hebei/:type/:id', 'auditHebei', 'hiddenForm'],
            ['basic-setting', 'basicSetting', 'menu', 'settings'],
        ],
    },
    {
        key: 'page',
        prefix: '/page',
        code: 'page',
        icon: 'upload',
        rows: [['release', 'release', 'menu', 'upload']],
    },
    {
        key: 'permission',
        prefix: '/permission',
        code: 'permission',
        icon: 'security',
        rows: [
            ['user', 'user', 'menu', 'people'],
            ['user/add', 'userAdd', 'menuForm', 'people'],
            ['user/edit/:id', 'userEdit', 'hiddenForm'],
            ['user/AssignRoles/:id', 'userAssignRoles', 'hiddenForm'],
            ['role', 'role', 'menu', 'security'],
            ['role/add', 'roleAdd', 'menuForm', 'security'],
            ['role/edit/:id', 'roleEdit', 'hiddenForm'],
        ],
    },
    {
        key: 'resources',
        prefix: '/resources',
        code: 'resources',
        icon: 'image',
        rows: [
            ['upload', 'upload', 'menu', 'upload'],
            ['minify', 'minify', 'hidden'],
        ],
    },
    {
        key: 'supportPage',
        prefix: '/supportPage',
        code: 'supportPage',
        icon: 'support',
        rows: [
            ['multilingual-text', 'multilingualText', 'menu', 'language'],
            ['basic-configuration', 'basicConfiguration', 'menu', 'settings'],
            ['software-upgrade', 'softwareUpgrade', 'menu', 'upload'],
            ['spare_parts_price', 'sparePartsPrice', 'menu', 'payments'],
            ['care_plus_v3', 'carePlusV3', 'menu', 'security'],
            ['care_plus_v3_item', 'carePlusV3Item', 'menu', 'list'],
            ['serviceCenter', 'serviceCenter', 'menu', 'store'],
            ['progress-listpage', 'progressListPage', 'menu', 'search'],
            ['progress-detailpage', 'progressDetailPage', 'menu', 'task'],
            ['retailStoreMap', 'retailStoreMap', 'menu', 'map', 'notInId'],
            ['reservation', 'reservation', 'menu', 'task'],
            ['fault-type', 'faultType', 'menu', 'list'],
            ['email-us', 'emailUs', 'menu', 'support'],
            ['material-information', 'materialInformation', 'menu', 'article'],
            ['support', 'support', 'menu', 'home'],
            ['support_footer', 'supportFooter', 'menu', 'list'],
            ['repair', 'repair', 'menu', 'shipping'],
        ],
    },
    {
        // The brand's own support home. The real path segment carries the brand name, which the spec withholds;
        // `/brandSupport` stands in for it.
        key: 'supportHome',
        prefix: '/brandSupport',
        code: 'supportHome',
        icon: 'home',
        rows: [['home', 'home', 'menu', 'home']],
    },
    {
        key: 'serviceSite',
        prefix: '/serviceSite',
        code: 'serviceSite',
        icon: 'question',
        rows: [
            ['product-category', 'productCategory', 'menu', 'list'],
            ['comment', 'comment', 'menu', 'star'],
            ['comment-reply', 'commentReply', 'menu', 'support'],
            ['content-label', 'contentLabel', 'menu', 'list'],
            ['content-label/:title/:id', 'contentLabelEdit', 'hiddenForm'],
            ['question-list', 'questionList', 'menu', 'question'],
            ['question-list/question/:type/:id', 'questionDetail', 'hiddenForm'],
            ['answer-list', 'answerList', 'menu', 'question'],
            ['answer-list/answer/:type/:id', 'answerDetail', 'hiddenForm'],
            ['virtualComment', 'virtualComment', 'menu', 'star'],
            ['aftersalesServiceSetting', 'aftersalesServiceSetting', 'menu', 'settings'],
            ['storeAddress', 'storeAddress', 'menu', 'store'],
            ['storePage', 'storePage', 'menu', 'store'],
            ['storeEdit/:id', 'storeEdit', 'hiddenForm'],
            ['declaration', 'declaration', 'menu', 'article'],
            ['siteEdit/:id', 'siteEdit', 'hiddenForm'],
            ['country', 'country', 'menu', 'language'],
            ['province', 'province', 'menu', 'map'],
            ['provinceEdit/:id', 'provinceEdit', 'hiddenForm'],
            ['city', 'city', 'menu', 'map'],
            ['cityEdit/:id', 'cityEdit', 'hiddenForm'],
            ['user_manuals', 'userManuals', 'menu', 'article'],
            ['insurances', 'insurances', 'menu', 'security'],
            // Written as absolute paths in the spec: they stay absolute but belong to this group.
            ['/cms_v2/faq', 'faq', 'menu', 'question'],
            ['/cms_v2/troubleshooting', 'troubleshooting', 'menu', 'support'],
            ['/cms_v2/phonecheck', 'phoneCheck', 'menu', 'phone'],
            ['description-management', 'descriptionManagement', 'menu', 'article'],
            ['price-protection', 'priceProtection', 'menu', 'payments', 'cnOnly'],
            ['price-protection-detail', 'priceProtectionDetail', 'hiddenForm'],
            ['price-express-delivery', 'priceExpressDelivery', 'menu', 'shipping'],
            ['application', 'application', 'menu', 'task'],
            ['model', 'model', 'menu', 'phone'],
            ['online-customer-service', 'onlineCustomerService', 'menu', 'support'],
        ],
    },
    {
        // The spec writes these children `/template` etc.; they sit below /prize.
        key: 'prize',
        prefix: '/prize',
        code: 'prize',
        icon: 'coupon',
        rows: [
            ['template', 'template', 'menu', 'coupon'],
            ['template/add', 'templateAdd', 'menuForm', 'coupon'],
            ['template/edit', 'templateEdit', 'hiddenForm'],
            ['coupon-rules', 'couponRules', 'menu', 'settings'],
            ['customer-code', 'customerCode', 'menu', 'coupon'],
            ['award', 'award', 'menu', 'gift'],
            ['query', 'query', 'menu', 'search'],
            ['query-code', 'queryCode', 'menu', 'search'],
        ],
    },
    {
        key: 'orders',
        prefix: '/orders',
        code: 'orders',
        icon: 'receipt',
        rows: [
            ['modify', 'modify', 'menu', 'list'],
            ['index', 'orderList', 'menu', 'receipt'],
            ['recoveryFailedOrders', 'recoveryFailedOrders', 'menu', 'task'],
            ['chart', 'chart', 'menu', 'chart'],
            ['orderDetail/:id', 'orderDetail', 'hiddenForm'],
            ['modifyDetail/:id', 'modifyDetail', 'hiddenForm'],
            ['Statistics', 'statistics', 'menu', 'report'],
            ['cancelReason', 'cancelReason', 'menu', 'list'],
            ['refund', 'refund', 'menu', 'payments'],
            ['prebook', 'prebook', 'menu', 'task'],
            ['request-search', 'requestSearch', 'menu', 'search'],
            ['tcs-flow', 'tcsFlow', 'menu', 'report'],
        ],
    },
    {
        key: 'b2b',
        prefix: '/b2b',
        code: 'b2b',
        icon: 'store',
        rows: [
            ['customer-information', 'customerInformation', 'menu', 'people'],
            ['customer-information/detail/:title/:id', 'customerDetail', 'hiddenForm'],
            ['orders', 'orders', 'menu', 'receipt'],
            ['orderDetail/:id', 'orderDetail', 'hiddenForm'],
            ['receiving-account', 'receivingAccount', 'menu', 'bank'],
            ['receiving-email', 'receivingEmail', 'menu', 'notifications'],
        ],
    },
    {
        key: 'diff',
        prefix: '/diff',
        code: 'diff',
        icon: 'shipping',
        rows: [
            ['inbound', 'inbound', 'menu', 'warehouse'],
            ['inbound/detail/:id', 'inboundDetail', 'hiddenForm'],
            ['inboundV2', 'inboundV2', 'menu', 'warehouse'],
            ['inboundV2/detail/:id', 'inboundV2Detail', 'hiddenForm'],
            ['outbound', 'outbound', 'menu', 'shipping'],
            ['outbound/detail/:id', 'outboundDetail', 'hiddenForm'],
            ['outbound-v2', 'outboundV2', 'menu', 'shipping'],
            ['outbound-v2/detail/:id/:status', 'outboundV2Detail', 'hiddenForm'],
            ['timeliness', 'timeliness', 'menu', 'chart'],
            ['exceptionManagement', 'exceptionManagement', 'menu', 'task'],
        ],
    },
    {
        key: 'inventory',
        prefix: '/inventory',
        code: 'inventory',
        icon: 'inventory',
        rows: [
            ['tool', 'tool', 'menu', 'settings'],
            ['turnOver', 'turnOver', 'menu', 'chart'],
            ['wmsOrder', 'wmsOrder', 'menu', 'list'],
            ['wmsOrderDetail/:id', 'wmsOrderDetail', 'hiddenForm'],
            ['stock', 'stock', 'menu', 'inventory'],
            ['SKU-Inventory', 'skuInventory', 'menu', 'inventory'],
            ['wmBackup', 'wmBackup', 'menu', 'warehouse'],
            ['gstinSetting', 'gstinSetting', 'menu', 'settings'],
            ['after-sales', 'afterSales', 'menu', 'support'],
            ['financialStatements', 'financialStatements', 'menu', 'report'],
            // The spec writes `/exchange`; the glossary places it at /inventory/exchange.
            ['exchange', 'exchange', 'menu', 'phone'],
            ['invoice-list', 'invoiceList', 'menu', 'receipt'],
            ['invoice-detail/:id/:type', 'invoiceDetail', 'hiddenForm'],
            ['wms-report', 'wmsReport', 'menu', 'report'],
            ['application', 'application', 'menu', 'task'],
            ['application-detail/:id', 'applicationDetail', 'hiddenForm'],
            ['finance-import', 'financeImport', 'menu', 'upload'],
            ['finance-report', 'financeReport', 'menu', 'report'],
            ['order-payment', 'orderPayment', 'menu', 'payments'],
            ['warehouse', 'warehouse', 'menu', 'warehouse'],
            ['transferOrder', 'transferOrder', 'menu', 'shipping'],
            ['transferOrder/addOrder', 'transferOrderAdd', 'menuForm', 'shipping'],
            ['transferOrder/orderDetail/:transferOrderNo', 'transferOrderDetail', 'hiddenForm'],
        ],
    },
    {
        key: 'activities',
        prefix: '/activities',
        code: 'activities',
        icon: 'campaign',
        rows: [
            ['comment-lottery', 'commentLottery', 'menu', 'gift'],
            ['pre-order', 'preOrder', 'menu', 'campaign'],
            ['pre-order/:id', 'preOrderEdit', 'hiddenForm'],
            ['index', 'rPassInventory', 'menu', 'inventory'],
            ['subscribe', 'subscribe', 'menu', 'notifications'],
            ['hotSearch', 'hotSearch', 'menu', 'search'],
            ['hot-search-v2', 'hotSearchV2', 'menu', 'search'],
            ['hot-search-v2/:type/:id', 'hotSearchV2Edit', 'hiddenForm'],
            ['search-page-banner', 'searchPageBanner', 'menu', 'image'],
            ['Recommended', 'recommended', 'menu', 'star'],
            // Unnamed in the spec: the two partner-payment activity pages.
            ['partner-payment-activity-1', 'partnerPaymentActivity1', 'menu', 'payments'],
            ['partner-payment-activity-2', 'partnerPaymentActivity2', 'menu', 'payments'],
            ['NoCostEMI', 'noCostEmi', 'menu', 'payments'],
            ['onlineOffer', 'onlineOffer', 'menu', 'campaign'],
            ['onlineOffer/:id', 'onlineOfferEdit', 'hiddenForm'],
            ['cms/studentBenefit', 'studentBenefit', 'menu', 'people'],
            ['fansFestival', 'fansFestival', 'menu', 'star'],
            // Unnamed in the spec: the brand community activity page.
            ['community-activity', 'communityActivity', 'menu', 'people'],
            ['freeShippingCharge', 'freeShippingCharge', 'menu', 'shipping'],
            ['paymentMethod', 'paymentMethod', 'menu', 'payments'],
            ['paymentMethod/:id', 'paymentMethodEdit', 'hiddenForm'],
            ['lockUser', 'lockUser', 'menu', 'security'],
            ['logistics-timeliness', 'logisticsTimeliness', 'menu', 'shipping'],
            ['activity-type', 'activityType', 'menu', 'list'],
            // The spec's two `ri{secret}` routes.
            ['risk-order-monitoring', 'riskOrderMonitoring', 'menu', 'security'],
            ['risk-order-monitoring/:id', 'riskOrderMonitoringEdit', 'hiddenForm'],
            ['rank', 'rank', 'menu', 'chart'],
            ['nps-questionnaire', 'npsQuestionnaire', 'menu', 'question'],
        ],
    },
    {
        key: 'live',
        prefix: '/live',
        code: 'live',
        icon: 'live',
        rows: [
            ['index', 'liveList', 'menu', 'live'],
            ['edit/:id', 'liveEdit', 'hiddenForm'],
            // The add page (the spec: "edit (add)").
            ['edit', 'liveAdd', 'menuForm', 'live'],
        ],
    },
    {
        key: 'subscribe',
        prefix: '/subscribe',
        code: 'subscribe',
        icon: 'notifications',
        rows: [['index', 'productSubscriptions', 'menu', 'notifications']],
    },
    {
        key: 'app',
        prefix: '/app',
        code: 'app',
        icon: 'app',
        rows: [
            ['appHome', 'appHome', 'menu', 'home', 'appV1'],
            ['appHome-v2', 'appHomeV2', 'menu', 'home', 'appV2'],
            ['discover', 'discover', 'menu', 'search'],
            ['supportApp', 'supportApp', 'menu', 'support'],
            ['appHome-new/edit/:id', 'appHomeNewEdit', 'hiddenForm'],
            ['productCategories', 'productCategories', 'menu', 'list', 'appV1'],
            ['productCategories-v2', 'productCategoriesV2', 'menu', 'list', 'appV2'],
            ['meTab', 'meTab', 'menu', 'people'],
            ['points', 'points', 'menu', 'points'],
            ['menuTab', 'menuTab', 'menu', 'settings'],
            ['version', 'version', 'menu', 'app'],
            ['version/add', 'versionAdd', 'menuForm', 'app'],
            ['version/edit/:id', 'versionEdit', 'hiddenForm'],
            ['adPosition', 'adPosition', 'menu', 'image'],
            ['adPosition/add', 'adPositionAdd', 'menuForm', 'image'],
            ['adPosition/edit/:id', 'adPositionEdit', 'hiddenForm'],
            ['feedback', 'feedback', 'menu', 'question'],
            ['broadcast', 'broadcast', 'menu', 'notifications'],
            ['broadcast/operate', 'broadcastOperate', 'menuForm', 'notifications'],
            ['broadcast/edit/:id', 'broadcastEdit', 'hiddenForm'],
            ['payTag', 'payTag', 'menu', 'payments'],
            ['customPages', 'customPages', 'menu', 'article'],
            ['customPages/:id', 'customPageEdit', 'hiddenForm'],
            ['membership', 'membership', 'menu', 'star'],
            ['url-whitelist', 'urlWhitelist', 'menu', 'security'],
        ],
    },
    {
        key: 'miniPrograms',
        prefix: '/miniPrograms',
        code: 'miniPrograms',
        icon: 'phone',
        rows: [
            ['Home', 'home', 'menu', 'home'],
            ['VideoProduct', 'videoProduct', 'menu', 'live'],
        ],
    },
    {
        key: 'sketch2code',
        prefix: '/sketch2code',
        code: 'sketch2code',
        icon: 'code',
        rows: [
            ['', 'index', 'menu', 'code'],
            ['sketch2html', 'sketch2html', 'menu', 'code'],
        ],
    },
];

/** A numeric id (spec section 2: "(numeric)"). */
const NUMERIC = '\\d+';

/**
 * Params with a pattern, by route path: react-router matches any segment, so the guard and `matchRoute` check these
 * too, and a URL whose param does not match answers /404 (`/permission/user/edit/abc`).
 */
const PARAM_PATTERNS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
    '/permission/user/edit/:id': { id: NUMERIC },
    '/permission/user/AssignRoles/:id': { id: NUMERIC },
    '/permission/role/edit/:id': { id: NUMERIC },
};

/** Do a matched URL's params fit the route's patterns (a route without patterns takes any)? */
export const paramsFit = (route: Pick<RouteEntry, 'params'>, params: Readonly<Record<string, string | undefined>>): boolean =>
    Object.entries(route.params ?? {}).every(([name, pattern]) => new RegExp(`^(?:${pattern})$`).test(params[name] ?? ''));

/** The full path of a row: absolute rows as written, '' for the prefix itself, else below the prefix. */
const fullPath = (prefix: string, sub: string): string => {
    if (sub.startsWith('/')) return sub;
    return sub === '' ? prefix : `${prefix}/${sub}`;
};

/**
 * The path of a route below its group prefix, as used by the code naming rule: '' for the prefix itself, the rest
 * after `<prefix>/`, or (for absolute children outside the prefix) the path without its leading slash.
 */
export const pathBelowPrefix = (prefix: string, path: string): string => {
    if (path === prefix) return '';
    if (prefix !== '' && path.startsWith(`${prefix}/`)) return path.slice(prefix.length + 1);
    return path.replace(/^\//, '');
};

/** The resource code of a screen by the naming rule at the top of this file. */
export const screenCode = (group: Pick<RouteGroup, 'code' | 'prefix'>, path: string): string => {
    if (group.code === '') return '';
    const below = pathBelowPrefix(group.prefix, path).replace(/:/g, '');
    return `${group.code}:${below === '' ? 'index' : below}`;
};

/**
 * Roles of a screen, from roles.ts. Fixed routes are open to any signed-in user (spec section 2), so they carry no
 * roles even where their path sits under a role-gated prefix (`/permission/user/changePassword`). A child the spec
 * writes as an absolute path (`/cms_v2/faq` under /serviceSite) takes its group's roles: it is looked up as if it
 * were below the prefix.
 */
const rolesOf = (group: GroupDef, path: string): readonly Role[] | undefined => {
    if (group.prefix === '') return undefined;
    const inside = path === group.prefix || path.startsWith(`${group.prefix}/`);
    return rolesForPath(inside ? path : `${group.prefix}${path}`);
};

export const ROUTE_GROUPS: readonly RouteGroup[] = GROUP_DEFS.map(({ key, prefix, code, icon }) => ({
    key,
    prefix,
    titleKey: `routes.${key}._group`,
    code,
    icon,
}));

export const ROUTE_GROUP_BY_KEY: Readonly<Record<string, RouteGroup>> = Object.fromEntries(
    ROUTE_GROUPS.map(group => [group.key, group]),
);

const toEntry = (group: GroupDef, [sub, key, kind, icon, siteRule]: Row): RouteEntry => {
    const path = fullPath(group.prefix, sub);
    const entry: RouteEntry = {
        path,
        group: group.key,
        titleKey: `routes.${group.key}.${key}`,
        code: screenCode(group, path),
    };
    const roles = rolesOf(group, path);
    if (roles) entry.roles = roles;
    if (icon) entry.icon = icon;
    if (kind === 'hidden' || kind === 'hiddenForm') entry.hidden = true;
    if (kind === 'menuForm' || kind === 'hiddenForm') entry.noCache = true;
    if (siteRule) entry.siteRule = siteRule;
    if (PARAM_PATTERNS[path]) entry.params = PARAM_PATTERNS[path];
    return entry;
};

export const ROUTES: readonly RouteEntry[] = GROUP_DEFS.flatMap(group => group.rows.map(row => toEntry(group, row)));

/** Static segments count: a pattern with more of them is more specific (`/app/version/add` over `.../:id`). */
const staticSegments = (path: string): number =>
    path.split('/').filter(segment => segment !== '' && !segment.startsWith(':')).length;

/** A path as react-router compares it with a pattern without params: case aside, trailing slashes aside. */
const staticKey = (path: string): string => path.toLowerCase().replace(/\/+$/, '') || '/';

/**
 * The rows without params of a list, by their path's key, the first of each: looked up before matching every row
 * (react-router compiles a pattern for each of the 295, ~3 ms on the first visit's path, before its rows are asked for).
 */
const staticRows = new WeakMap<readonly RouteEntry[], ReadonlyMap<string, RouteEntry>>();
const staticRowsOf = (routes: readonly RouteEntry[]): ReadonlyMap<string, RouteEntry> => {
    let rows = staticRows.get(routes);
    if (!rows) {
        const byKey = new Map<string, RouteEntry>();
        for (const route of routes.filter(row => !row.path.includes(':'))) {
            const key = staticKey(route.path);
            if (!byKey.has(key)) byKey.set(key, route);
        }
        rows = byKey;
        staticRows.set(routes, rows);
    }
    return rows;
};

/** The best row of `routes` for a path, of those whose params `fits` takes (see matchRoute). */
const bestMatch = (
    routes: readonly RouteEntry[],
    pathname: string,
    fits: (route: RouteEntry, params: Readonly<Record<string, string | undefined>>) => boolean,
): RouteEntry | undefined => {
    const clean = pathname.split(/[?#]/)[0] || '/';
    // A path that is a row's own path, as react-router would match it: no row with params can match it as well,
    // since it would have fewer static segments.
    const exact = staticRowsOf(routes).get(staticKey(clean));
    if (exact) return exact;
    let best: RouteEntry | undefined;
    let bestScore = -1;
    for (const route of routes) {
        const match = matchPath({ path: route.path, end: true }, clean);
        if (!match || !fits(route, match.params)) continue;
        const score = staticSegments(route.path);
        if (score > bestScore) {
            best = route;
            bestScore = score;
        }
    }
    return best;
};

/**
 * The row of `routes` a concrete URL path opens, or undefined. Matching follows react-router (case-insensitive,
 * trailing slash allowed, query and hash ignored) and the route's param patterns; among several matches the most
 * static pattern wins, then the first in the list.
 */
export const matchRoute = (routes: readonly RouteEntry[], pathname: string): RouteEntry | undefined =>
    bestMatch(routes, pathname, paramsFit);

/**
 * The row of `routes` whose pattern a concrete URL path fits, its param patterns aside: the route react-router would
 * choose among these rows as its routes (a param outside its pattern is the screen's to refuse, not another route's).
 */
export const matchRoutePattern = (routes: readonly RouteEntry[], pathname: string): RouteEntry | undefined =>
    bestMatch(routes, pathname, () => true);

/**
 * The rows already found, by path: matching a path compiles react-router's pattern of each of the 295 rows, and
 * the menu, the tabs and the page-view tracking ask again on every location change.
 */
const found = new Map<string, RouteEntry | undefined>();

/** The catalogue row a concrete URL path opens (e.g. `/orders/orderDetail/42`), or undefined. */
export const findRoute = (pathname: string): RouteEntry | undefined => {
    if (!found.has(pathname)) {
        // A bound on what a long session can keep: a record path per record opened.
        if (found.size >= 500) found.clear();
        found.set(pathname, matchRoute(ROUTES, pathname));
    }
    return found.get(pathname);
};
