/**
 * A kit collection read and written over HTTP as a signed-in account on a site, through the mock backend's REST
 * contract (tests/mock-server/client.ts underneath): one place for the list query, its Content-Range and the whole
 * of a filtered list, so resource tests say what they check rather than how to ask.
 */
import { expect } from 'vitest';
import { call, signIn, totalOf, type CallResult } from '../mock-server/client';

export type KitRow = { id: number } & Record<string, unknown>;

export interface RestFailure {
    code: number;
    msg: string;
    errors?: Record<string, unknown>;
}

export interface KitClient {
    /** One page: `query` is ra-data-simple-rest's (filter, sort, range). */
    list: (collection: string, query?: Record<string, unknown>) => Promise<CallResult<KitRow[]>>;
    /** Every row that matches, checked against the Content-Range total. */
    all: (collection: string, filter?: Record<string, unknown>, sort?: [string, 'ASC' | 'DESC']) => Promise<KitRow[]>;
    get: (collection: string, id: number) => Promise<CallResult<KitRow>>;
    create: (collection: string, values: Record<string, unknown>) => Promise<CallResult<KitRow & RestFailure>>;
    update: (collection: string, id: number, values: Record<string, unknown>) => Promise<CallResult<KitRow & RestFailure>>;
}

export const kitClient = async (account = 'admin', site = 'in'): Promise<KitClient> => {
    const token = await signIn(account);
    const list: KitClient['list'] = (collection, query = {}) => call<KitRow[]>(`/${collection}`, { token, site, query });
    return {
        list,
        all: async (collection, filter = {}, sort) => {
            const result = await list(collection, { filter, range: [0, 9999], ...(sort ? { sort } : {}) });
            expect(result.status, `GET /${collection}`).toBe(200);
            expect(result.body.length).toBe(totalOf(result.headers));
            return result.body;
        },
        get: (collection, id) => call<KitRow>(`/${collection}/${id}`, { token, site }),
        create: (collection, values) => call(`/${collection}`, { token, site, json: values }),
        update: (collection, id, values) => call(`/${collection}/${id}`, { token, site, method: 'PUT', json: values }),
    };
};
