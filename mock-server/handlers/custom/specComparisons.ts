import { HttpResponse, type HttpHandler } from 'msw';
import { http } from '../../handle';
import { readXlsx, WorkbookReadError } from '../../../resources/kit/files/workbook';
import { readSpecSheet, specImportProblem } from '../../../resources/spec-comparisons/specImport';
import { collectionCodes, db } from '../../db/store';
import { checkKitWrite } from '../../db/kit/checkWrite';
import { fail, MSG, ok } from '../../envelope';
import { authorize, isRefusal } from '../../guard';
import { siteOf } from '../../session';
import { localeOf, translators } from '../fileTasks';

const COLLECTION = 'spec-comparisons';

/** A refused import: its first reason as `msg`, and every bad row of the sheet with its message in `data.errors`. */
const refuse = (msg: string, errors: { row: number; message: string }[] = []) =>
    HttpResponse.json({ code: 400, msg, data: { errors } }, { status: 200 });

/**
 * POST /spec-comparisons/import (multipart `spuId`, `file`, `locale`): the spec import of /factory/compare. The
 * same check as the dialog (an SPU chosen and a file uploaded, specImport.ts), then the sheet: every row a sound
 * spec, or nothing is written and each bad row is named. The SPU's comparison (created when it has none) takes the
 * file's key and detailed specs whole; its notes stay.
 */
export const handlers = (api: string): HttpHandler[] => [
    http.post(`${api}/spec-comparisons/import`, async ({ request }) => {
        const user = authorize(request, collectionCodes(COLLECTION));
        if (isRefusal(user)) return user;
        const siteCode = siteOf(request, user);
        if (!siteCode) return fail(400, MSG.badRequest('no site chosen, or the site is not granted'));
        let form: FormData;
        try {
            form = await request.formData();
        } catch {
            return fail(400, MSG.badRequest('the body must be multipart/form-data'));
        }
        const t = (await translators())[localeOf(form.get('locale'))];
        const spuId = form.get('spuId');
        const file = form.get('file');
        // A part that is not text is the uploaded file (the test runtime's File is not the global one).
        const upload = file !== null && typeof file !== 'string' ? file : undefined;
        const problem = specImportProblem({ spuId: typeof spuId === 'string' ? spuId : undefined, file: upload });
        if (problem) return refuse(t(problem));
        const spu = db.collections.get('spu')!.all().find(row => String(row.id) === String(spuId) && row.siteCode === siteCode);
        if (!spu) return refuse(t('resources.spec-comparisons.import.spu_unknown'));
        let rows;
        try {
            rows = await readXlsx(await upload!.arrayBuffer());
        } catch (error) {
            if (error instanceof WorkbookReadError) return refuse(t('resources.kit.files.reason.not_workbook'));
            throw error;
        }
        const result = readSpecSheet(rows);
        if ('errors' in result) {
            const errors = result.errors.map(error => ({ row: error.rowNumber, message: t(error.key, error.args) }));
            return refuse(errors[0].message, errors);
        }
        const table = db.collections.get(COLLECTION)!;
        const existing = table.all().find(row => String(row.spuId) === String(spu.id) && row.siteCode === siteCode);
        const values = { notes: '', ...existing, spuId: spu.id, ...result.specs, siteCode };
        const outcome = checkKitWrite(COLLECTION, values, { siteCode });
        if (!outcome || 'errors' in outcome) return refuse(outcome?.message ?? t('oms.toast.import_failed'));
        const saved = existing ? table.update(existing.id, outcome.record) : table.create(outcome.record);
        return ok(saved);
    }),
];
