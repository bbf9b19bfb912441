import type { HttpHandler } from 'msw';
import { http } from '../../handle';
import { collectionCodes } from '../../db/store';
import { MSG, restFail } from '../../envelope';
import { authorize, isRefusal } from '../../guard';

const DAILY = 'daily-reports';

/**
 * The daily report's days are the orders' (mock-server/db/dataPlatform.ts): none is added or deleted (405); a day's
 * note is written by the REST update, whose rule keeps the figures (resources/daily-reports/rules.ts).
 */
const refuse = ({ request }: { request: Request }) => {
    const user = authorize(request, collectionCodes(DAILY), 'rest');
    if (isRefusal(user)) return user;
    return restFail(405, MSG.ownActionsOnly(DAILY, 'a day’s note'));
};

export const handlers = (api: string): HttpHandler[] => [http.post(`${api}/${DAILY}`, refuse), http.delete(`${api}/${DAILY}/:id`, refuse)];
