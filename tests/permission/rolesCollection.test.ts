/**
 * The `roles` REST collection (README, "The contract the app expects") as the mock serves it: seeded from the role
 * table, read by the sign-on grants (editing a role or assigning one changes what its users get at their next
 * sign-in), and refusing what would leave users holding a role that does not exist.
 */
import { describe, expect, it } from 'vitest';
import { grantedCodesFor } from '../../mock-server/db/grants';
import { ROLES } from '../../base/routes/roles';
import { call, envelopeCall, expectRestFailure, grantedCodes, signIn, totalOf } from '../mock-server/client';

interface RoleRow {
    id: number;
    roleCode: string;
    roleName: string;
    description: string;
    resources: string[];
}
interface Failure {
    code: number;
    msg: string;
    errors?: Record<string, unknown>;
}

const roles = (token: string, query: Record<string, unknown> = {}) => call<RoleRow[]>('/roles', { token, query: { range: [0, 99], ...query } });
const roleByCode = async (token: string, code: string) => (await roles(token, { filter: { roleCode: code } })).body[0];
const userId = async (token: string, account: string) =>
    (await envelopeCall<{ list: { id: number; account: string }[] }>('/admin/user/list', { token, query: { account } })).data.list.find(user => user.account === account)!.id;

describe('the roles collection', () => {
    it('starts with one role per role of spec section 6, granting what the role table grants', async () => {
        const token = await signIn('admin');
        const listed = await roles(token);
        expect(listed.body.map(role => role.roleCode)).toEqual([...ROLES]);
        for (const role of listed.body) expect(role.resources, role.roleCode).toEqual(grantedCodesFor([role.roleCode as (typeof ROLES)[number]]));
        expect(totalOf(listed.headers)).toBe(ROLES.length);
    });

    it('editing a role changes what its holders are granted at their next sign-in', async () => {
        const admin = await signIn('admin');
        const qa = await roleByCode(admin, 'qa');
        expect((await grantedCodes(await signIn('qa'))).has('permission:role')).toBe(false);
        const saved = await call<RoleRow>(`/roles/${qa.id}`, { token: admin, method: 'PUT', json: { ...qa, resources: [...qa.resources, 'permission', 'permission:role'] } });
        expect(saved.status).toBe(200);
        const granted = await grantedCodes(await signIn('qa'));
        expect(granted.has('permission:role')).toBe(true);
        expect(granted.has('factory:po')).toBe(true);
    });

    it('a new role can be assigned; its holder gets its codes; unassigned, it can be deleted', async () => {
        const admin = await signIn('admin');
        const created = await call<RoleRow>('/roles', { token: admin, json: { roleCode: 'bank-desk', roleName: 'Bank desk', description: '', resources: ['bankOffer', 'bankOffer:index'] } });
        expect(created.status).toBe(201);
        const id = await userId(admin, 'csso');
        expect((await envelopeCall('/admin/user/assignRoles', { token: admin, form: { id: String(id), roles: 'csso,bank-desk' } })).code).toBe(200);
        expect((await grantedCodes(await signIn('csso'))).has('bankOffer:index')).toBe(true);
        const held = await call<Failure>(`/roles/${created.body.id}`, { token: admin, method: 'DELETE' });
        expectRestFailure(held, 400);
        expect(held.body.msg).toBe('The role bank-desk is still assigned to 1 users: take it from them first');
        await envelopeCall('/admin/user/assignRoles', { token: admin, form: { id: String(id), roles: 'csso' } });
        expect((await call(`/roles/${created.body.id}`, { token: admin, method: 'DELETE' })).status).toBe(200);
        expect((await grantedCodes(await signIn('csso'))).has('bankOffer:index')).toBe(false);
    });

    it('refuses to delete or recode a role still held, and leaves it as it was', async () => {
        const admin = await signIn('admin');
        const os = await roleByCode(admin, 'os');
        const deleted = await call<Failure>(`/roles/${os.id}`, { token: admin, method: 'DELETE' });
        expectRestFailure(deleted, 400);
        expect(deleted.body.msg).toMatch(/^The role os is still assigned to \d+ users: take it from them first$/);
        const recoded = await call<Failure>(`/roles/${os.id}`, { token: admin, method: 'PUT', json: { ...os, roleCode: 'ops' } });
        expectRestFailure(recoded, 400);
        expect(recoded.body.msg).toMatch(/^The role os is assigned to \d+ users: its code cannot change$/);
        expect(recoded.body.errors?.roleCode).toBe('resources.roles.validation.code_held');
        expect(await roleByCode(admin, 'os')).toEqual(os);
    });

    it('refuses an empty or malformed code, a duplicate code and an unknown id', async () => {
        const admin = await signIn('admin');
        const base = { roleName: 'Someone', description: '', resources: [] };
        const empty = await call<Failure>('/roles', { token: admin, json: { ...base, roleCode: '' } });
        expectRestFailure(empty, 400);
        expect([empty.body.msg, empty.body.errors?.roleCode]).toEqual(['Required', 'ra.validation.required']);
        const malformed = await call<Failure>('/roles', { token: admin, json: { ...base, roleCode: '9 lives' } });
        expect(malformed.body.msg).toBe('Start with a letter; then letters, digits, dashes or underscores (at most 32)');
        const duplicate = await call<Failure>('/roles', { token: admin, json: { ...base, roleCode: 'qa' } });
        expect(duplicate.body.errors?.roleCode).toBe('resources.kit.validation.unique');
        expect(totalOf((await roles(admin)).headers)).toBe(ROLES.length);
        expectRestFailure(await call('/roles/999', { token: admin }), 404);
    });

    it('editors edit roles but do not add them; other roles get 403', async () => {
        const editor = await signIn('editor');
        const pm = await roleByCode(editor, 'pm');
        expect((await call(`/roles/${pm.id}`, { token: editor, method: 'PUT', json: { ...pm, description: 'Product people' } })).status).toBe(200);
        expectRestFailure(await call('/roles', { token: editor, json: { roleCode: 'x1', roleName: 'X', resources: [] } }), 403);
        expectRestFailure(await call('/roles', { token: await signIn('qa') }), 403);
    });
});
