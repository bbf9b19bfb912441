/**
 * The texts every kit resource shows, from its description: every field label, enum
 * choice, tab and status action, the PO line inputs and the rules' messages, in English and in Chinese.
 */
import { describe, expect, it } from 'vitest';
import { completeEnMessages as enMessages } from '../../resources/completeTexts.en';
import { completeZhMessages as zhMessages } from '../../resources/completeTexts.zh';
import { RESOURCES } from '../../resources/kit/registry';
import { LINE_FIELDS } from '../../resources/purchase-orders/lines';
import { ENTRY_FIELDS } from '../../resources/ranking-lists/entries';
import { LINE_FIELDS as TRANSFER_LINE_FIELDS } from '../../resources/transfer-orders/lines.fields';
import { LINE_FIELDS as B2B_LINE_FIELDS, PAYMENT_FIELDS as B2B_PAYMENT_FIELDS } from '../../resources/b2b-orders/lines';
import { LINE_FIELDS as APPLICATION_LINE_FIELDS } from '../../resources/stock-applications/lines';

// Every registered resource: a new one is checked by being there.
const COLLECTIONS = RESOURCES.map(entry => entry.collection);

const textAt = (tree: object, key: string): unknown =>
    key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);

/** Keys under resources.{collection} must not be split at the collection's own dashes: walk the first levels by hand. */
const resourceText = (tree: object, collection: string, rest: string): unknown =>
    textAt(((tree as Record<string, Record<string, object>>).resources ?? {})[collection] ?? {}, rest);

const RULE_KEYS: Readonly<Record<string, readonly string[]>> = {
    skus: ['validation.selling_price_above_mrp'],
    materials: ['validation.hsn_format'],
    states: ['validation.gst_state_code'],
    pincodes: ['validation.no_payment'],
    'purchase-orders': [
        'validation.line_item', 'validation.line_qty', 'validation.line_price', 'validation.line_tax', 'validation.line_received',
        'validation.line_over_received', 'validation.receipts_before_approval', 'validation.not_fully_received',
        'validation.nothing_received', 'line.title', 'line.number', 'line.summary',
    ],
    'ranking-lists': ['validation.values_range', 'validation.ranking_low', 'validation.sku_of_spu', 'validation.colour', 'entry.title', 'entry.number', 'entry.values', 'entry.computed_on_save', 'tabs_label'],
    'transfer-orders': [
        'validation.same_warehouse', 'validation.eway_bill', 'validation.no_lines', 'validation.line_sku', 'validation.line_duplicate',
        'validation.line_qty', 'validation.line_received', 'validation.over_sellable', 'validation.not_allowed', 'validation.short_stock',
        'line.title', 'line.number', 'line.sellable', 'line.pick_source', 'line.difference', 'fields.lines.receivedQty',
        'actions.ship', 'actions.cancel', 'actions.receive', 'actions.confirm_ship', 'actions.confirm_cancel', 'actions.confirm_receive',
        'actions.done', 'actions.no_actions', 'detail.not_found', 'detail.lines', 'detail.log', 'detail.back',
    ],
    'logistics-exceptions': [
        'actions.process', 'actions.resolve', 'actions.close', 'validation.resolution_required', 'validation.sku_required',
        'validation.diff_required', 'validation.transition',
    ],
    'b2b-customers': ['validation.gstin_format', 'validation.gstin_check', 'validation.gstin_state'],
    'receiving-accounts': ['validation.account_number', 'validation.ifsc'],
    'b2b-orders': [
        'actions.confirm', 'actions.ship', 'actions.complete', 'actions.cancel', 'line.title', 'line.number', 'payment.title', 'payment.number',
        'line.summary', 'validation.order_no', 'validation.lines_required', 'validation.sku_twice', 'validation.qty_whole', 'validation.gst_slab',
        'validation.utr', 'validation.utr_twice', 'validation.overpaid', 'validation.transition', 'validation.credit_limit',
        'validation.supply_type', 'line.supply_intra', 'line.supply_inter', 'line.supply_pick',
    ],
    'backup-warehouses': ['validation.same', 'validation.backup_twice', 'validation.priority_taken'],
    'sku-allocations': ['validation.duplicate', 'validation.over_sellable'],
    'gstin-settings': ['validation.gstin_format', 'validation.gstin_check', 'validation.gstin_state', 'validation.warehouse_state', 'validation.invoice_prefix'],
    'receiving-emails': ['validation.email'],
    'stock-applications': [
        'validation.no_lines', 'validation.line_sku', 'validation.line_duplicate', 'validation.line_qty', 'validation.remark_for_other',
        'validation.reason_required', 'validation.transition', 'validation.draft_only', 'line.title', 'line.number', 'log.entry', 'log.reason',
        ...['submit', 'approve', 'reject', 'fulfil', 'revise'].flatMap(action => [`actions.${action}`, `actions.confirm_${action}`]),
        'actions.done', 'actions.no_actions',
    ],
    'finance-costs': ['validation.first_of_month', 'validation.duplicate'],
    'wms-orders': [
        'actions.repush', 'actions.cancel', 'actions.confirm_repush', 'actions.confirm_cancel', 'actions.done', 'actions.not_allowed',
        'detail.lines', 'detail.timeline', 'detail.sku', 'detail.qty', 'detail.imei', 'detail.none'],
    'subsidy-provinces': ['validation.province_code', 'validation.fen', 'validation.cap_above_ceiling', 'validation.valid_to'],
    'subsidy-products': ['validation.fen', 'validation.unknown_sku', 'validation.category_not_covered', 'validation.above_ceiling'],
    'subsidy-transactions': [
        'validation.order_no', 'validation.qualification_format', 'validation.fen', 'validation.kept', 'validation.transition',
        'validation.new_is_deducted', 'validation.province_disabled', 'validation.outside_validity', 'validation.above_ceiling',
        'validation.qualification_used', 'validation.qualification_unknown', 'validation.qualification_not_usable',
        'validation.qualification_province', 'validation.qualification_category', 'validation.order_subsidised', 'actions.refund', 'actions.reverse',
    ],
    'subsidy-audits': [
        ...['approve', 'return', 'resubmit'].flatMap(action => [`actions.${action}`, `confirm.${action}`, `done.${action}`, `validation.refused_${action}`]),
        'actions.submit', 'validation.reason_required', 'validation.reason_length', 'validation.material_missing',
        ...['gd', 'hebei', 'other'].flatMap(form => [`page.title_${form}`, `page.materials_${form}`]),
        'page.audit', 'page.view', 'page.claim', 'page.no_actions', 'page.other_form', 'page.open_own',
        ...['at', 'by', 'action', 'status', 'reason', 'from_to'].map(column => `log.${column}`),
    ],
    'subsidy-settings': ['validation.template_code', 'validation.whole_days'],
    'subsidy-reconciliations': ['chart.title'],
    'subsidy-reminders': ['remind.action', 'remind.confirm', 'remind.done', 'validation.completed', 'validation.too_soon'],
    categories: ['tree.title', 'tree.search', 'tree.add_root', 'tree.add_child', 'tree.selected', 'tree.hint', 'tree.empty', 'tree.no_match', 'tree.create_title', 'tree.edit_title'],
};

/** Fields edited as rows of inputs, with their rows' fields. */
type RowList = { source: string; fields: readonly { source: string }[] };
const ROW_LISTS: Readonly<Record<string, RowList | readonly RowList[]>> = {
    'purchase-orders': { source: 'lines', fields: LINE_FIELDS },
    'ranking-lists': { source: 'entries', fields: ENTRY_FIELDS },
    'transfer-orders': { source: 'lines', fields: TRANSFER_LINE_FIELDS },
    'b2b-orders': [{ source: 'lines', fields: B2B_LINE_FIELDS }, { source: 'payments', fields: B2B_PAYMENT_FIELDS }],
    'stock-applications': { source: 'lines', fields: APPLICATION_LINE_FIELDS },
};

describe.each(COLLECTIONS)('%s texts', collection => {
    const entry = RESOURCES.find(candidate => candidate.collection === collection)!;

    it('has every label, choice, tab, action and rule message in both languages', async () => {
        const { description } = await entry.load();
        const rowLists = [ROW_LISTS[collection] ?? []].flat();
        const keys = [
            'name',
            // A list of rows (a PO's lines, a ranking list's entries) is labelled by its rows' inputs, below.
            ...description.fields.filter(field => !rowLists.some(rows => rows.source === field.source)).map(field => `fields.${field.source}`),
            ...description.fields.flatMap(field => (field.choices ?? []).map(value => `choices.${field.source}.${value}`)),
            ...(description.tabs ?? []).map(tab => `tabs.${tab}`),
            ...(RULE_KEYS[collection] ?? []),
        ];
        for (const rows of rowLists) keys.push(...rows.fields.map(field => `fields.${rows.source}.${field.source}`));
        for (const [language, tree] of [['en', enMessages], ['zh', zhMessages]] as const) {
            const missing = keys.filter(key => {
                const text = resourceText(tree, collection, key);
                return typeof text !== 'string' || text.trim() === '';
            });
            expect(missing, `${language} resources.${collection}`).toEqual([]);
        }
        for (const transition of description.actions?.status?.transitions ?? []) {
            expect(typeof textAt(enMessages, transition.labelKey), transition.labelKey).toBe('string');
            expect(typeof textAt(zhMessages, transition.labelKey), transition.labelKey).toBe('string');
        }
    });
});
