import { http as mswHttp } from 'msw';
import { BadRequest, fail, internalError } from './envelope';
import { touchSessionOf } from './session';

/**
 * MSW's `http`, with every resolver guarded: bad input thrown by a reader or a check (BadRequest) answers body code
 * 400 with its reason, and anything unexpected answers 500 with the envelope, never MSW's own answer (the error's
 * stack, with the server's file paths). Every handler of the mock is declared through it; each answer restarts its
 * session's idle time.
 */
type Methods = Pick<typeof mswHttp, 'all' | 'get' | 'post' | 'put' | 'patch' | 'delete' | 'head' | 'options'>;
type AnyResolver = (info: never) => unknown;

const guarded =
    (resolver: AnyResolver) =>
    async (info: never): Promise<unknown> => {
        const answered = <T,>(answer: T): T => {
            // A resolver that answers nothing lets the request through to the next handler: not yet answered.
            if (answer !== undefined) touchSessionOf((info as { request: Request }).request);
            return answer;
        };
        try {
            return answered(await resolver(info));
        } catch (error) {
            if (error instanceof BadRequest) return answered(fail(400, error.message));
            // The server's own log keeps the detail; the caller gets the envelope only.
            console.error(error);
            return answered(internalError());
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
