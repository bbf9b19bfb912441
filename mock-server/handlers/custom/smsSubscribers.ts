import { type HttpHandler } from 'msw';
import { http } from '../../handle';
import { refreshSubscriberCounts } from '../../db/smsSubscribers';

/**
 * The subscriber counts of /sms/subProduct are the server's: before every call the handlers below answer (the
 * plans' list, a plan's write, its export), each plan's count is taken again from the subscriptions waiting for it.
 * Answers nothing itself.
 */
export const handlers = (api: string): HttpHandler[] => [
    http.all(`${api}/*`, () => {
        refreshSubscriberCounts();
        return undefined;
    }),
];
