/**
 * The resource kit's one description of an entity (pure data: the app renders its screens from it and the mock
 * backend serves, generates and validates its collection from it). No code of React or react-admin here, types only: the mock imports it.
 */
import type { ComponentType } from 'react';
import type { Validator } from 'react-admin';

/** Field types: what a value is, which decides its input, its cell, its filter and its server check. */
export type FieldType =
    | 'text'
    | 'number'
    | 'money'
    | 'percent'
    | 'date'
    | 'datetime'
    | 'bool'
    | 'enum'
    | 'ref'
    | 'image'
    | 'richtext'
    | 'json'
    | 'file';

export interface FieldDescription {
    source: string;
    type: FieldType;
    /** enum: the values (labels: `resources.{collection}.choices.{source}.{value}`). */
    choices?: readonly string[];
    /** ref: the referenced collection. */
    reference?: string;
    /** A list of values (images, refs). */
    many?: boolean;
    /** List column: shown by default, offered in the column picker only, or not at all. */
    column?: 'default' | 'pickable';
    /** Filter: offered in the filter bar (always shown), or behind "add filter". Date fields filter by range. */
    filter?: 'alwaysOn' | 'optional';
    required?: boolean;
    /** No two records (of a site) share the value; the backend refuses a duplicate. */
    unique?: boolean;
    /** Shown, never edited (generated ids, audit times). */
    readOnly?: boolean;
    /** Not in the forms at all (computed or server-kept). */
    formHidden?: boolean;
    /** number/money/percent bounds: the form's and the server's range check, and the seed's. */
    min?: number;
    max?: number;
    /** Text length limit. */
    maxLength?: number;
    /** A tab of the show/edit views (default: the first, 'main'). */
    tab?: string;
    sortable?: boolean;
    /** A text field holding a link: only an http(s) address or a path of the site (as image and file fields). */
    link?: boolean;
    /**
     * money: the site whose currency the amount is in, whatever site is on show (China's trade-in subsidy is in yuan on
     * every site); default the site on show.
     */
    currencySite?: string;
}

/** A status change offered on rows (spec: enable/disable, display/shield, online/offline …). */
export interface StatusAction {
    /** The enum field it sets. */
    field: string;
    /** value → the value the action sets, and its button label key. */
    transitions: readonly { from: readonly string[]; to: string; labelKey: string }[];
}

/** A resource's catalogue paths (react-router syntax with `:id`). */
export interface ResourcePaths {
    list: string;
    /** The record's page (edit, or read-only detail when the resource is read-only). */
    edit?: string;
    /** A page of its own for creating; without it, create opens the record page's form at `edit` with id `create`. */
    create?: string;
}

/** A hand-built screen of a folder (a report, a preview, a tool, views over custom calls), loaded on demand. */
export type PageLoad = () => Promise<{ default: ComponentType }>;

/**
 * What every folder's `entry.ts` exports as `entry`: the one way a screen is registered, found by name
 * (resources/registry.ts). Kit resources are `ResourceEntry`s (screens made from their description); any folder
 * may add hand-built `pages`.
 */
export interface FolderEntry {
    /**
     * The REST collection (= react-admin resource) the folder's screens work on: its users may read it. None for a
     * tool that reads no collection.
     */
    collection?: string;
    /** Hand-built screens by catalogue path. They load with the folder's texts and the kit's. */
    pages?: Readonly<Record<string, PageLoad>>;
    /** Other folders whose texts the pages show (a referenced collection's labels). */
    texts?: readonly string[];
    /**
     * Catalogue paths of other folders' screens that read this collection without a reference field (an order's
     * change requests read orders): their users may read it too (resources/resourceBindings.ts).
     */
    alsoReadBy?: readonly string[];
}

/**
 * A kit resource's entry: what the route table, the menu and access need at start-up, kept small; the rest of the
 * description loads with its first screen.
 */
/** A form input that picks one record of a collection (react-admin's `validate` functions passed through). */
export type ReferencePicker = ComponentType<{ source: string; validate?: Validator[]; disabled?: boolean }>;

export interface ResourceEntry extends FolderEntry {
    /** REST collection name = react-admin resource name. */
    collection: string;
    paths: ResourcePaths;
    /** Icon key (src/layout/routeIconSet). */
    icon: string;
    /** The field (or template '%{a} (%{b})') naming a record in links, titles, tabs and reference fields. */
    representation: string;
    /** Rows belong to the request's site. */
    siteScoped?: boolean;
    /** Rows are live (dataType 0) or test data (1), split by the request's dataType header (qa accounts: test only). */
    dataTypeScoped?: boolean;
    /**
     * The values of a record path's params other than `:id` (`/activities/hot-search-v2/:type/:id` with type 'edit'):
     * the kit's links to a record and to its create form fill them in.
     */
    pathParams?: Readonly<Record<string, string>>;
    load: () => Promise<ResourceModule>;
    /**
     * View overrides (a screen that needs more overrides one view, never forks the kit): in the entry, not the
     * description's module, so that a screen's own view chunk is asked for with the description, not after it.
     */
    views?: () => Promise<{ default: Partial<ResourceViews> }>;
    /**
     * Views in chunks of their own (an order's list without its record page), named by their loaders here rather than
     * in the views module: a screen's view chunk is then asked for with the description, not once the views module
     * has arrived and run (a reload of the order list waited ~25 ms for that hop). One of these outranks `views`.
     */
    viewChunks?: Partial<Record<ViewKind, () => Promise<{ default: ComponentType }>>>;
    /**
     * How a form picks one record of this collection, where a plain autocomplete will not do (an SPU through the one
     * SPU selection dialog, spec section 5): the kit's reference inputs load it.
     */
    picker?: () => Promise<{ default: ReferencePicker }>;
}

/** What a resource folder's index.ts exports (pure data and rules; views load on their own). */
export interface ResourceModule {
    description: ResourceDescription;
    rules?: RecordRule;
    /**
     * Computed fields (formHidden) from the record's others, e.g. a purchase order's totals from its lines: the mock
     * applies it to every write before validating, and to its seed rows.
     */
    derive?: (record: Record<string, unknown>) => Record<string, unknown>;
    /**
     * Rules that need the backend's other records (a coupon template's R code must name exactly one SPU of the
     * site): the mock runs them on every write after `rules`, with the rows of a collection in the write's scope;
     * the form shows their errors at their fields from the refused save.
     */
    serverRules?: (record: Record<string, unknown>, rowsOf: (collection: string) => readonly Record<string, unknown>[]) => FieldErrors;
    /**
     * Rules over a whole imported file, its rows against each other (two lines of one remittance with two UTRs, two
     * rows binding one SKU to overlapping offers): one entry of field errors per row, in the file's order (its sheet
     * row numbers beside), run by the import after each row's own check, with the rows of a collection of the site.
     */
    fileRules?: (
        records: readonly Record<string, unknown>[],
        rowNumbers: readonly number[],
        rowsOf: (collection: string) => readonly Record<string, unknown>[],
    ) => FieldErrors[];
    /**
     * What a successful import does beyond writing its rows, in the same turn (a batch binding SKUs to bank offers
     * writes them to the offers): the rows as written, the rows of a collection of the site, and an update of one.
     */
    afterImport?: (
        written: readonly Record<string, unknown>[],
        store: {
            rowsOf: (collection: string) => readonly Record<string, unknown>[];
            update: (collection: string, id: unknown, values: Record<string, unknown>) => void;
        },
    ) => void;
}

export type ViewKind = 'list' | 'edit' | 'create';
export type ResourceViews = Record<ViewKind, unknown>;

export interface ResourceDescription {
    fields: readonly FieldDescription[];
    /** Default list sort. */
    sort?: { field: string; order: 'ASC' | 'DESC' };
    /** Rows a page of its list (default 25): read by the list and by the first page's call made ahead on a reload. */
    perPage?: number;
    /** Actions beyond create/edit. */
    actions?: {
        delete?: boolean;
        export?: boolean;
        import?: boolean;
        status?: StatusAction;
        /** No create/edit: the list (and detail) only. */
        readOnly?: boolean;
        /**
         * Put in order by hand (home modules, navigation entries, footer links, leadership): a Reorder button on the
         * list drags the rows of one group (the rows sharing the `scope` fields' values the list is filtered by) into
         * their order, saved as one write that numbers `field` 1, 2, 3 … (resources/kit/handOrder.ts).
         */
        handOrder?: { field: string; scope?: readonly string[] };
        /**
         * Edited in a dialog on its list, for resources the catalogue gives no record page: rows open the record's
         * form; with `create`, a Create button opens an empty one.
         */
        dialog?: {
            create?: boolean;
            /** Made once and never changed (a load of a period): its rows open nothing, and only Create opens the form. */
            createOnly?: boolean;
        };
        /**
         * The page of the website this collection makes (home, header, footer, a static page): a Publish button on the
         * list starts a publish job for it at its next version (/cms/page-publish), which publishes what is online
         * on the site (resources/page-publish-jobs/publishPages.ts).
         */
        publish?: { pageType: 'home' | 'nav' | 'footer' | 'product_page' | 'static'; pageName: string };
    };
    /** Tabs of the show/edit views, in order (labels `resources.{collection}.tabs.{tab}`). */
    tabs?: readonly string[];
    /** The resource code a tab needs (showTab): a tab named here shows only to users granted its code. */
    tabCodes?: Readonly<Record<string, string>>;
    /** The tree of a hierarchical list (category): the parent ref field. */
    parentField?: string;
}

/** A record as the REST engine holds it. */
export type ResourceRecord = { id: string | number } & Record<string, unknown>;

/** One field's error: a translation key (react-admin translates it at the field) with its arguments. */
export type FieldError = string | { message: string; args?: Record<string, unknown> };

/** Field errors: field → error. Empty when the record is valid. */
export type FieldErrors = Record<string, FieldError>;

/** A resource's own rules beyond the description's (rules.ts): record in, field errors out. */
export type RecordRule = (record: Record<string, unknown>) => FieldErrors;
