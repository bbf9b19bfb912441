import { fail, MSG } from './envelope';

/**
 * A multipart upload's form and its `file` part, or the envelope refusal the backend answers when the body is not
 * multipart or carries no file.
 */
export const readUploadForm = async (request: Request): Promise<{ form: FormData; file: File } | Response> => {
    let form: FormData;
    try {
        form = await request.formData();
    } catch {
        return fail(400, MSG.badRequest('the body must be multipart/form-data with a file'));
    }
    const file = form.get('file');
    if (file === null || typeof file === 'string') return fail(400, MSG.badRequest('file is required'));
    return { form, file };
};
