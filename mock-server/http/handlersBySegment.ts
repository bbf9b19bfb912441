import type { RequestHandler } from 'msw';

/**
 * The handlers that may answer a request, by the first segment of its path under the API base (`orders` of
 * `/api/orders?…`). MSW tries its handlers one after another, and each try compiles the handler's path pattern and
 * reads the request's cookies again: with the mock's hundreds of handlers that was most of a list call's time on the
 * server (~7 of 11 ms for the orders' first page, the generic collection handlers coming last). A request is offered
 * only the handlers of its segment and those that may match any (a `:collection` parameter, a wildcard, a pattern
 * that is no string), in their order, so the first to answer is the same one as before.
 */
export const handlersBySegment = (api: string, handlers: readonly RequestHandler[]) => {
    /** The literal first segment a handler's path names, or undefined when it may match any. */
    const segmentOf = (handler: RequestHandler): string | undefined => {
        const { path } = handler.info as { path?: unknown };
        if (typeof path !== 'string' || !path.startsWith(`${api}/`)) return undefined;
        const segment = path.slice(api.length + 1).split('/')[0];
        return segment === '' || /[:*?(){}\\]/.test(segment) ? undefined : segment;
    };
    const segments = handlers.map(segmentOf);
    const named = new Set(segments.filter((segment): segment is string => segment !== undefined));
    const groups = new Map<string, RequestHandler[]>();
    return {
        /**
         * The key of a request's group: its first segment where a handler names it, else '' (a segment no handler
         * names: only those that match any are offered). So there are as many groups as named segments, whatever a
         * caller sends.
         */
        keyOf: (url: string): string => {
            const { pathname } = new URL(url, 'http://mock');
            const segment = pathname.startsWith(`${api}/`) ? pathname.slice(api.length + 1).split('/')[0] : '';
            return named.has(segment) ? segment : '';
        },
        /** The handlers of a group, in the order given. */
        handlersOf: (key: string): RequestHandler[] => {
            let group = groups.get(key);
            if (!group) {
                group = handlers.filter((_, index) => segments[index] === undefined || segments[index] === key);
                groups.set(key, group);
            }
            return group;
        },
    };
};
