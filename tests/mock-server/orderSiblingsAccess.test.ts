import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../../resources/kit/registry';
import { SPEC_ROLES, specAllows } from '../support/specRoleTable';
import { call, signIn } from './client';

/**
 * Spec section 6 for the order sibling screens, read from the test's own copy of the role table: every role's
 * account reads each screen's collection exactly when the table gives it the screen (refund and prebook: admin, csm,
 * csso, qa, finance, audit; cancel reason: admin, qa; the rest: the /orders group), else 403.
 */
const SIBLINGS = ['order-modifications', 'refunds', 'prebooks', 'cancel-reasons', 'failed-orders', 'order-requests', 'tcs-flows'];

describe.each(SIBLINGS)('who may open %s', collection => {
    const path = RESOURCES.find(entry => entry.collection === collection)!.paths.list;

    it(`answers the roles of ${path} and refuses the others`, async () => {
        const answered: string[] = [];
        for (const role of SPEC_ROLES) {
            const token = await signIn(role);
            const result = await call(`/${collection}`, { token, site: 'in', query: { range: [0, 0] } });
            expect([200, 403], `${role} on ${collection}`).toContain(result.status);
            if (result.status === 200) answered.push(role);
        }
        expect(answered).toEqual(SPEC_ROLES.filter(role => specAllows(path, '/orders', role)));
    });
});

describe('who may look an order up for a refund or a change', () => {
    it('the /orders roles may; a role outside the group (editor) is refused', async () => {
        const csm = await call<{ code: number; msg: string }>('/order-siblings/orders/NOPE', { token: await signIn('csm'), site: 'in' });
        expect(csm.body).toMatchObject({ code: 400, msg: 'No order NOPE on this site' });
        const editor = await call<{ code: number; msg: string }>('/order-siblings/orders/NOPE', { token: await signIn('editor'), site: 'in' });
        expect(editor.body.code).toBe(403);
    });
});
