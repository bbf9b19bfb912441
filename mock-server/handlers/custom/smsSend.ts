import { HttpResponse, type HttpHandler } from 'msw';
import { http } from '../../handle';
import { MANUAL_SEND_PATH, manualSendErrors } from '../../../resources/sms-logs/sendRules';
import { checkRecipients } from '../../../resources/sms-logs/recipients';
import { fillVariables } from '../../../base/smsText';
import { db } from '../../db/store';
import { settleSmsBatches, startSmsBatch } from '../../db/smsBatches';
import { englishText } from '../../db/kit/checkWrite';
import { ok, readJsonObject } from '../../envelope';
import { authorize, isRefusal } from '../../guard';
import { siteOf } from '../../session';

/** The values typed for a template's variables: a JSON object of texts (anything else: none given). */
const variablesOf = (text: unknown): Record<string, unknown> => {
    try {
        const value: unknown = JSON.parse(String(text ?? '{}'));
        return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
    } catch {
        return {};
    }
};

/**
 * The manual send: `POST /sms/manual/send` with JSON `{templateId, variables (a JSON object as text), recipients
 * (one number a line), sendType, scheduledTime, remark}`. The same check as the page (resources/sms-logs/sendRules.ts):
 * a refusal is body code 400 with the first reason's English text and `errors` by field. A send starts the batch as
 * a task of the task centre and answers at once `{batchNo, recipients, invalid, duplicate, task}`; the task writes one
 * `sms-logs` row per valid recipient (masked, filled, submitted) when it ends, and the receipts follow
 * (mock-server/db/smsBatches.ts). Only accounts granted the manual send's own code.
 */
export const handlers = (api: string): HttpHandler[] => [
    // The provider's receipts that are due, before the calls below (and the send log) answer; answers nothing itself.
    http.all(`${api}/*`, () => {
        settleSmsBatches();
        return undefined;
    }),
    http.post(`${api}${MANUAL_SEND_PATH}`, async ({ request }) => {
        const user = authorize(request, ['sms:manual']);
        if (isRefusal(user)) return user;
        const siteCode = siteOf(request, user);
        const body = await readJsonObject(request);
        const template = db.collections
            .get('sms-templates')!
            .all()
            .find(row => String(row.id) === String(body.templateId ?? '') && row.siteCode === siteCode);
        const variables = variablesOf(body.variables);
        const recipients = String(body.recipients ?? '').slice(0, 400_000);
        const now = Date.now();
        const errors = manualSendErrors({ template, variables, recipients, sendType: body.sendType, scheduledTime: body.scheduledTime }, siteCode, now);
        const first = Object.values(errors)[0];
        if (first) return HttpResponse.json({ code: 400, msg: englishText(first), data: null, errors }, { status: 200 });
        const checked = checkRecipients(recipients, siteCode);
        const { batchNo, task } = startSmsBatch({
            siteCode: siteCode!,
            creator: user.account,
            templateId: template!.id,
            content: fillVariables(String(template!.content ?? ''), variables),
            mobiles: checked.valid,
            scheduledMs: body.sendType === 'scheduled' ? Date.parse(String(body.scheduledTime)) : undefined,
            recipientsText: recipients,
        });
        return ok({ batchNo, recipients: checked.valid.length, invalid: checked.invalid.length, duplicate: checked.duplicate.length, task });
    }),
];
