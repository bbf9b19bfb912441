import { http as mswHttp } from 'msw';
import { BadRequest, fail, internalError } from './envelope';

/**
 * MSW's `http`, with every resolver guarded: bad input thrown by a reader or a check (BadRequest) answers body code
 * 400 with its reason, and anything unexpected answers 500 with the envelope, never MSW's own answer (the error's
 * stack, with the server's file paths). Every handler of the mock is declared through it.
 */
type Methods = Pick<typeof mswHttp, 'all' | 'get' | 'post' | 'put' | 'patch' | 'delete' | 'head' | 'options'>;
type AnyResolver = (info: never) => unknown;

const guarded =
    (resolver: AnyResolver) =>
    async (info: never): Promise<unknown> => {
        try {
            return await resolver(info);
        } catch (error) {
            if (error instanceof BadRequest) return fail(400, error.message);
            // The server's own log keeps the detail; the caller gets the envelope only.
            console.error(error);
            return internalError();
        }
    };

const method =
    <M extends keyof Methods>(name: M): Methods[M] =>
    ((path: Parameters<Methods[M]>[0], resolver: AnyResolver, options?: Parameters<Methods[M]>[2]) =>
        (mswHttp[name] as (...args: unknown[]) => unknown)(path, guarded(resolver), options)) as unknown as Methods[M];

export const http: Methods = {
    all: method('all'),
    get: method('get'),
    post: method('post'),
    put: method('put'),
    patch: method('patch'),
    delete: method('delete'),
    head: method('head'),
    options: method('options'),
};
