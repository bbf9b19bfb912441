import { type HttpHandler } from 'msw';
import { http } from '../../handle';
import { generateCodesPath, generateCountError } from '../../../resources/coupon-templates/rules';
import { collectionCodes, db } from '../../db/store';
import { englishText } from '../../db/kit/checkWrite';
import { fail, MSG, ok, readJsonObject } from '../../envelope';
import { authorize, isRefusal } from '../../guard';
import { siteOf } from '../../session';

/** Letters and digits that cannot be misread for one another on a printed code (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const randomPart = (length: number) => Array.from({ length }, () => ALPHABET[Math.floor(Math.random() * ALPHABET.length)]).join('');

/**
 * The /prize group's call beyond REST: `POST /prize/coupon-templates/{id}/codes` with JSON `{count}` generates that
 * many unique codes for a template of the request's site, as one batch of `coupon-codes` (not collected yet), and
 * answers `{batchNo, codes}`. Writers of coupon templates only; a count outside 1–1000 is body code 400 with the
 * dialog's own text.
 */
export const handlers = (api: string): HttpHandler[] => [
    http.post(`${api}${generateCodesPath(':id')}`, async ({ request, params }) => {
        const user = authorize(request, collectionCodes('coupon-templates'));
        if (isRefusal(user)) return user;
        const siteCode = siteOf(request, user);
        const template = db.collections.get('coupon-templates')!.get(String(params.id));
        if (!template || template.siteCode !== siteCode) return fail(404, MSG.notFound('coupon template'));
        const body = await readJsonObject(request);
        const refusal = generateCountError(body.count);
        if (refusal) return fail(400, englishText(refusal));
        const codes = db.collections.get('coupon-codes')!;
        const taken = new Set(codes.all().map(row => String(row.couponCode)));
        const batchNo = `B${Date.now().toString(36).toUpperCase()}${randomPart(3)}`;
        const generateTime = new Date().toISOString();
        const created: string[] = [];
        while (created.length < Number(body.count)) {
            const code = `${String(template.templateCode)}-${randomPart(8)}`;
            if (taken.has(code)) continue;
            taken.add(code);
            created.push(code);
            codes.create({ couponCode: code, templateId: template.id, batchNo, status: 'unused', userId: null, orderId: null, generateTime, useTime: null, siteCode });
        }
        return ok({ batchNo, codes: created });
    }),
];
