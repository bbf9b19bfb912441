import { HttpResponse } from 'msw';
import { http } from '../handle';
import { allDefinitions, collectionCodes, collectionReadCodes, db, listAhead, type CollectionDefinition } from '../db/store';
import { checkKitWrite, englishText } from '../db/kit/checkWrite';
import { kitCollection } from '../db/kit';
import { serverKeptValues, unknownFieldErrors } from '../../resources/kit/validate';
import { inScope, MAX_SEARCH_LENGTH, overlongSearch, type ListQuery, type Row } from '../db/collection';
import { BadRequest, MSG, restFail } from '../envelope';
import { authorize, isRefusal } from '../guard';
import { dataTypeOf, siteOf } from '../session';
import type { AdminUserRow } from '../db/adminUsers';
import { drawLedgerBeforeUpdate, LEDGER_READ_ONLY, postUpdate } from '../db/ledger';
import { POINTS_READ_ONLY } from '../db/points';
import { AMBASSADOR_READ_ONLY } from '../db/ambassadors';
import { afterSubsidyWrite, SUBSIDY_READ_ONLY } from '../db/subsidy';
import { COD_READ_ONLY } from '../db/cod';
import { DATA_PLATFORM_READ_ONLY } from '../db/dataPlatform';
import { BANK_OFFER_BINDINGS_READ_ONLY } from '../db/bankOfferBindings';
import { BSP_PUSH_READ_ONLY } from '../db/bspPushes';
import { embedsOf, withEmbedded } from './embed';

const parseJsonParam = <T>(params: URLSearchParams, name: string, check: (value: unknown) => value is T): T | undefined => {
    const raw = params.get(name);
    if (raw === null) return undefined;
    let value: unknown;
    try {
        value = JSON.parse(raw);
    } catch {
        throw new BadRequest(MSG.badRequest(`${name} is not valid JSON`));
    }
    if (!check(value)) throw new BadRequest(MSG.badRequest(`${name} has the wrong shape`));
    return value;
};

const isSort = (value: unknown): value is [string, 'ASC' | 'DESC'] =>
    Array.isArray(value) && typeof value[0] === 'string' && (value[1] === 'ASC' || value[1] === 'DESC');
const isRange = (value: unknown): value is [number, number] =>
    Array.isArray(value) &&
    Number.isSafeInteger(value[0]) &&
    Number.isSafeInteger(value[1]) &&
    value[0] >= 0 &&
    value[1] >= value[0];
const isFilter = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value);

/** Rows this request may see: its site's, and its data type's where the collection splits them. */
export const scopeOf = (definition: CollectionDefinition, request: Request, user: AdminUserRow): Record<string, unknown> => {
    const scope: Record<string, unknown> = {};
    if (definition.siteScoped) {
        const siteCode = siteOf(request, user);
        if (!siteCode) throw new BadRequest(MSG.badRequest('no site chosen, or the site is not granted'));
        scope.siteCode = siteCode;
    }
    if (definition.dataTypeScoped) scope.dataType = dataTypeOf(user);
    return scope;
};

const readJson = async (request: Request): Promise<Record<string, unknown>> => {
    try {
        const body = await request.json();
        if (isFilter(body)) return body;
    } catch {
        // fall through
    }
    throw new BadRequest(MSG.badRequest('the body must be a JSON object'));
};

/** A kit collection's write passes its resource's validator (the form's) and its unique fields, or answers 400. */
const validWrite = (definition: CollectionDefinition, record: Row | Record<string, unknown>, scope: Record<string, unknown>) => {
    const outcome = checkKitWrite(definition.name, record, scope);
    if (!outcome) return record;
    if ('errors' in outcome) throw new BadRequest(outcome.message, outcome.errors);
    return outcome.record;
};

/**
 * A body as the server takes it: a field the collection's description does not know is refused (400 naming it),
 * and the fields the server keeps (creation and change times, creator, last operator) are its own, whatever the
 * body says. Collections outside the kit take the body as it is.
 */
const acceptedBody = (definition: CollectionDefinition, body: Record<string, unknown>, user: AdminUserRow, stored?: Row): Record<string, unknown> => {
    const description = kitCollection(definition.name)?.module.description;
    if (!description) return body;
    const unknown = unknownFieldErrors(description, body);
    const first = Object.keys(unknown)[0];
    if (first) throw new BadRequest(`${first}: ${englishText(unknown[first])}`, unknown);
    return { ...body, ...serverKeptValues(description, { now: new Date().toISOString(), by: user.name, stored }) };
};

type Resolver = (args: { request: Request; params: Record<string, string | readonly string[] | undefined> }) => Promise<Response>;

/** Access check, then the handler; a BadRequest becomes a 400 with its message, never a crash. */
const guarded =
    (definition: CollectionDefinition, handle: (request: Request, user: AdminUserRow, id?: string) => Promise<Response> | Response): Resolver =>
    async ({ request, params }) => {
        const codes = request.method === 'GET' ? collectionReadCodes(definition.name) : collectionCodes(definition.name);
        const user = authorize(request, codes, 'rest');
        if (isRefusal(user)) return user;
        try {
            return await handle(request, user, typeof params.id === 'string' ? params.id : undefined);
        } catch (error) {
            if (error instanceof BadRequest) return restFail(400, error.message, error.errors);
            throw error;
        }
    };

/**
 * Collections whose records change only through their own endpoints, never by a plain create, update or delete: an
 * order is reviewed, refunded or has its address changed (mock-server/handlers/custom), each with its own rule and
 * its record of who did it.
 */
const OWN_ACTIONS_ONLY: Readonly<Record<string, string>> = {
    orders: 'review, refund, change of address or contact',
    // The stock ledger and the stock figures summed from it (mock-server/db/ledger).
    ...LEDGER_READ_ONLY,
    // Computed from the product records; run again by POST /product-checks/run.
    'product-checks': 'running the check again',
    ...POINTS_READ_ONLY,
    ...AMBASSADOR_READ_ONLY,
    ...SUBSIDY_READ_ONLY,
    ...COD_READ_ONLY,
    ...DATA_PLATFORM_READ_ONLY,
    ...BANK_OFFER_BINDINGS_READ_ONLY,
    ...BSP_PUSH_READ_ONLY,
};

/** The refusal of a plain write to such a collection (405), or undefined. */
const ownActionsRefusal = (definition: CollectionDefinition) => {
    const actions = OWN_ACTIONS_ONLY[definition.name];
    return actions === undefined ? undefined : restFail(405, MSG.ownActionsOnly(definition.name, actions));
};

const collectionHandlers = (api: string, definition: CollectionDefinition) => {
    const base = `${api}/${definition.name}`;
    const table = () => db.collections.get(definition.name)!;
    const notFound = () => restFail(404, MSG.notFound(`${definition.name} record`));
    return [
        http.get(
            base,
            guarded(definition, (request, user) => {
                const params = new URL(request.url).searchParams;
                const scope = scopeOf(definition, request, user);
                const query: ListQuery = {
                    // The scope's keys first (cheap tests that drop other sites' rows before a costly `q`), its values last.
                    filter: { ...scope, ...(parseJsonParam(params, 'filter', isFilter) ?? {}), ...scope },
                    sort: parseJsonParam(params, 'sort', isSort),
                    range: parseJsonParam(params, 'range', isRange),
                };
                const overlong = overlongSearch(query.filter);
                if (overlong) throw new BadRequest(MSG.searchTooLong(overlong, MAX_SEARCH_LENGTH));
                const embeds = embedsOf(definition, params);
                // The order list as it opens is answered while the 105,000 orders are still being drawn.
                const result = listAhead(definition.name, query) ?? table().list(query);
                // Plain integers (a range must be safe integers): a range past the end answers no rows, with the total.
                // Not 416: react-admin asks for a page past the end after the last rows of the last page are deleted.
                const contentRange = `${definition.name} ${result.start}-${result.end}/${result.total}`;
                // The records the rows' references name, where the list asked for them (resources/kit/embed.ts).
                const rows = withEmbedded(result.rows, embeds, request, referenced => scopeOf(referenced, request, user));
                return HttpResponse.json(rows, {
                    headers: { 'Content-Range': contentRange, 'Access-Control-Expose-Headers': 'Content-Range' },
                });
            }),
        ),
        http.get(
            `${base}/:id`,
            guarded(definition, (request, user, id) => {
                const row = table().get(id!);
                return inScope(row, scopeOf(definition, request, user)) ? HttpResponse.json(row) : notFound();
            }),
        ),
        http.post(
            base,
            guarded(definition, async (request, user) => {
                const refused = ownActionsRefusal(definition);
                if (refused) return refused;
                const scope = scopeOf(definition, request, user);
                const { id: _ignored, ...values } = acceptedBody(definition, await readJson(request), user);
                const record = validWrite(definition, { ...values, ...scope }, scope);
                const created = table().create(record);
                // A subsidy transaction uses its qualification and opens its claim (mock-server/db/subsidy.ts).
                afterSubsidyWrite(db.collections, definition.name, undefined, created, user.name);
                return HttpResponse.json(table().get(created.id), { status: 201 });
            }),
        ),
        http.put(
            `${base}/:id`,
            guarded(definition, async (request, user, id) => {
                const scope = scopeOf(definition, request, user);
                const existing = table().get(id!);
                if (!inScope(existing, scope)) return notFound();
                const refused = ownActionsRefusal(definition);
                if (refused) return refused;
                const { id: _ignored, ...values } = acceptedBody(definition, await readJson(request), user, existing);
                const record = validWrite(definition, { ...existing, ...values, ...scope, id: existing.id }, scope);
                drawLedgerBeforeUpdate(db.collections, definition.name, existing, record);
                const updated = table().update(id!, record)!;
                // A document whose change moves goods (a stock application fulfilled) posts to the stock ledger.
                postUpdate(db.collections, definition.name, existing, updated, user.name);
                afterSubsidyWrite(db.collections, definition.name, existing, updated, user.name);
                return HttpResponse.json(table().get(updated.id));
            }),
        ),
        http.delete(
            `${base}/:id`,
            guarded(definition, (request, user, id) => {
                if (!inScope(table().get(id!), scopeOf(definition, request, user))) return notFound();
                return ownActionsRefusal(definition) ?? HttpResponse.json(table().delete(id!));
            }),
        ),
    ];
};

/** The generic REST engine over every collection of the store. */
export const restHandlers = (api: string) => allDefinitions().flatMap(definition => collectionHandlers(api, definition));
