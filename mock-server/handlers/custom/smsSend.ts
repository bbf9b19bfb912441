import { HttpResponse, type HttpHandler } from 'msw';
import { http } from '../../handle';
import { MANUAL_SEND_PATH, manualSendErrors } from '../../../resources/sms-logs/sendRules';
import { checkRecipients, maskMobile } from '../../../resources/sms-logs/recipients';
import { fillVariables } from '../../../base/smsText';
import { db } from '../../db/store';
import { englishText } from '../../db/kit/checkWrite';
import { ok, readJsonObject } from '../../envelope';
import { authorize, isRefusal } from '../../guard';
import { siteOf } from '../../session';

const PROVIDERS: Readonly<Record<string, string>> = { in: 'Gupshup', id: 'Infobip', cn: 'Aliyun SMS' };

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
 * a refusal is body code 400 with the first reason's English text and `errors` by field; a send writes one
 * `sms-logs` row per valid recipient (masked, filled, submitted) as one batch and answers
 * `{batchNo, sent, invalid, duplicate}`. Only accounts granted the manual send's own code.
 */
export const handlers = (api: string): HttpHandler[] => [
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
        const logs = db.collections.get('sms-logs')!;
        const batchNo = `MS${new Date(now).toISOString().slice(2, 10).replace(/-/g, '')}${String(logs.all().length + 1).padStart(6, '0')}`;
        const sendTime = body.sendType === 'scheduled' ? new Date(Date.parse(String(body.scheduledTime))).toISOString() : new Date(now).toISOString();
        const content = fillVariables(String(template!.content ?? ''), variables);
        for (const mobile of checked.valid) {
            logs.create({
                mobile: maskMobile(mobile),
                templateId: template!.id,
                content,
                orderId: '',
                source: 'manual',
                batchNo,
                provider: PROVIDERS[siteCode ?? ''] ?? 'Infobip',
                sendTime,
                status: 'submitted',
                failReason: '',
                siteCode,
            });
        }
        return ok({ batchNo, sent: checked.valid.length, invalid: checked.invalid.length, duplicate: checked.duplicate.length });
    }),
];
