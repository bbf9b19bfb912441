import type { HttpHandler } from 'msw';
import { http } from '../../handle';
import { collectionCodes, db } from '../../db/store';
import { englishText } from '../../db/kit/checkWrite';
import { fail, MSG, ok } from '../../envelope';
import { authorize, isRefusal } from '../../guard';
import { siteOf } from '../../session';
import { isWmsAction, WMS_ACTIONS, wmsActionPath } from '../../../resources/wms-orders/states';

const COLLECTION = 'wms-orders';

/**
 * The WMS order's own actions (envelope, JSON): push again a failed order, cancel one not yet picked, by the table of
 * resources/wms-orders/states.ts; any other answers body code 400 with the rule's text. Plain writes stay 405.
 */
export const handlers = (api: string): HttpHandler[] => [
    http.post(`${api}${wmsActionPath(':id', ':action')}`, ({ request, params }) => {
        const user = authorize(request, collectionCodes(COLLECTION));
        if (isRefusal(user)) return user;
        const table = db.collections.get(COLLECTION)!;
        const row = table.get(String(params.id));
        if (!row || row.siteCode !== siteOf(request, user)) return fail(404, MSG.notFound('WMS order'));
        const action = params.action;
        if (!isWmsAction(action)) return fail(400, MSG.badRequest(`unknown action ${String(action)}`));
        const move = WMS_ACTIONS[action];
        if (!(move.from as readonly string[]).includes(String(row.wmsStatus))) return fail(400, englishText('resources.wms-orders.actions.not_allowed'));
        const now = new Date().toISOString();
        const values = action === 'repush' ? { wmsStatus: move.to, pushTime: now, errorMessage: '' } : { wmsStatus: move.to, cancelTime: now };
        return ok(table.update(row.id, { ...values, lastOperator: user.name }));
    }),
];
