import { authHandlers } from './auth';
import { adminUserHandlers } from './adminUsers';
import { restHandlers } from './rest';
import { analyticsHandlers } from './analytics';
import { fileHandlers } from './files';
import { fileTaskHandlers } from './fileTasks';
import { faultHandlers } from '../faults';
import { mockSettings } from '../settings';
import { http } from '../handle';
import { loadFakers } from '../db/kit/samples';
import type { HttpHandler } from 'msw';

/**
 * A screen's own calls beyond the REST collections (an order review, a refund, a status change with its rules):
 * one file per screen group in `custom/`, exporting `handlers(api)`, found by name like the resources themselves.
 */
const custom = import.meta.glob<{ handlers: (api: string) => HttpHandler[] }>('./custom/*.ts', { eager: true });
const customHandlers = (api: string) =>
    Object.keys(custom)
        .sort()
        .flatMap(path => custom[path].handlers(api));

/**
 * Every handler of the mock backend, under one API base. Injected faults answer first; custom calls come before the
 * REST collections.
 */
export const createHandlers = (api: string) => [
    // Test-only calls (injected faults) exist only where the mock runs for tests (mock-server/settings.ts).
    ...(mockSettings.testCalls ? faultHandlers(api) : []),
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
    ...customHandlers(api),
    ...restHandlers(api),
];
