import { authHandlers } from './auth';
import { adminUserHandlers } from './adminUsers';
import { restHandlers } from './rest';
import { analyticsHandlers } from './analytics';
import { fileHandlers } from './files';
import { fileTaskHandlers } from './fileTasks';
import { faultHandlers } from '../faults';
import { http } from 'msw';
import { loadFakers } from '../db/kit/samples';

/**
 * Every handler of the mock backend, under one API base. Injected faults answer first; custom calls come before the
 * REST collections.
 */
export const createHandlers = (api: string) => [
    ...faultHandlers(api),
    ...authHandlers(api),
    ...adminUserHandlers(api),
    ...analyticsHandlers(api),
    // Data calls wait for the faker locales the seed needs (loading since the mock started; the sign-in calls
    // above do not wait for them), then fall through to the handlers below.
    http.all(`${api}/*`, async () => {
        await loadFakers();
        return undefined;
    }),
    ...fileHandlers(api),
    // Moves running import/export tasks on before the calls below (and the REST collections) answer.
    ...fileTaskHandlers(api),
    ...restHandlers(api),
];
