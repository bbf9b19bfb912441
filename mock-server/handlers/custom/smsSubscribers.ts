import { type HttpHandler } from 'msw';
import { http } from '../../handle';
import { refreshSubscriberCounts } from '../../db/smsSubscribers';

/** The calls that read or write the plans: their list and records, and their export. */
const PLAN_PATHS = ['/sms-sub-products', '/sms-sub-products/*', '/files/export/sms-sub-products'];

/**
 * The subscriber counts of /sms/subProduct are the server's: before a call on the plans (their list, a plan's read or
 * write, their export), each plan's count is taken again from the subscriptions waiting for it. Not before every
 * call: the count is read only there. Answers nothing itself.
 */
export const handlers = (api: string): HttpHandler[] =>
    PLAN_PATHS.map(path =>
        http.all(`${api}${path}`, () => {
            refreshSubscriberCounts();
            return undefined;
        }),
    );
