import { type HttpHandler } from 'msw';
import { http } from '../../handle';
import { actionErrors, AUDIT_ACTIONS, correctedMaterials, isAuditAction, REASONED_ACTIONS, type AuditLogEntry } from '../../../resources/subsidy-audits/model';
import { collectionCodes, db } from '../../db/store';
import { englishText } from '../../db/kit/checkWrite';
import { forgetSubsidyViews } from '../../db/subsidy';
import { fail, MSG, ok, readJsonObject } from '../../envelope';
import { remindErrors } from '../../../resources/subsidy-reminders/model';
import { authorize, isRefusal } from '../../guard';

/**
 * The audit of subsidy claims (resources/subsidy-audits/model.ts's table): `POST /subsidy-audits/{id}/{action}`
 * (JSON `{reason}`; submitting again `{materials}`, the store's corrected files over the claim's) approves, returns
 * (with a reason) or submits a claim again when the table allows it from the claim's status and its province's form
 * has every material it needs; it records who, when, why and the materials uploaded anew in the claim's log. Otherwise body code 400 with the rule's text ('Only a submitted claim can be
 * approved', 'Give the reason for returning the claim'). Plain REST writes of claims answer 405.
 * `POST /subsidy-reminders/{id}/remind` sends the buyer a reminder of the claim's missing details (at most one a day).
 */
export const handlers = (api: string): HttpHandler[] => [
    http.post(`${api}/subsidy-audits/:id/:action`, async ({ request, params }) => {
        const user = authorize(request, collectionCodes('subsidy-audits'));
        if (isRefusal(user)) return user;
        const action = String(params.action);
        if (!isAuditAction(action)) return fail(400, MSG.badRequest(`unknown action ${action}`));
        const table = db.collections.get('subsidy-audits')!;
        const claim = table.get(String(params.id));
        if (!claim) return fail(404, MSG.notFound('subsidy claim'));
        // Bad JSON answers 400 with its reason (the guard of handle.ts).
        const body = await readJsonObject(request);
        const errors = actionErrors(action, claim, body.reason, body.materials);
        const [field, first] = Object.entries(errors)[0] ?? [];
        // A material is named by its label: the form shows the same text at its field.
        if (first) return fail(400, field in (claim as object) && field !== 'reason' ? `${englishText(`resources.subsidy-audits.fields.${field}`)}: ${englishText(first)}` : englishText(first));
        const now = new Date().toISOString();
        const to = AUDIT_ACTIONS[action].to;
        const reason = REASONED_ACTIONS.includes(action) ? String(body.reason).trim() : '';
        const materials = action === 'resubmit' ? correctedMaterials(claim, body.materials) : {};
        const uploaded = Object.keys(materials).filter(source => materials[source] !== claim[source]);
        const entry: AuditLogEntry = { action, from: claim.auditStatus as AuditLogEntry['from'], to, by: user.name, at: now, reason, ...(action === 'resubmit' ? { materials: uploaded } : {}) };
        const updated = table.update(claim.id, {
            auditStatus: to,
            ...(action === 'resubmit' ? { submitTime: now, ...materials } : { auditor: user.name, auditTime: now, reason }),
            log: [...((claim.log as AuditLogEntry[] | undefined) ?? []), entry],
        });
        forgetSubsidyViews(db.collections);
        return ok(updated);
    }),
    // A reminder of the missing details (resources/subsidy-reminders/model.ts): counted on the claim, at most one a day.
    http.post(`${api}/subsidy-reminders/:id/remind`, ({ request, params }) => {
        const user = authorize(request, collectionCodes('subsidy-reminders'));
        if (isRefusal(user)) return user;
        const reminder = db.collections.get('subsidy-reminders')!.get(String(params.id));
        const claims = db.collections.get('subsidy-audits')!;
        const claim = claims.get(String(params.id));
        if (!reminder || !claim) return fail(404, MSG.notFound('subsidy reminder'));
        const first = Object.values(remindErrors(reminder))[0];
        if (first) return fail(400, englishText(first));
        claims.update(claim.id, { reminderCount: Number(claim.reminderCount ?? 0) + 1, lastReminderTime: new Date().toISOString() });
        forgetSubsidyViews(db.collections);
        return ok(db.collections.get('subsidy-reminders')!.get(String(params.id)));
    }),
];
