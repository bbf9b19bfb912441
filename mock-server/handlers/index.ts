import { authHandlers } from './auth';
import { adminUserHandlers } from './adminUsers';
import { restHandlers } from './rest';
import { analyticsHandlers } from './analytics';
import { fileHandlers } from './files';
import { fileTaskHandlers } from './fileTasks';
import { faultHandlers } from '../faults';

/**
 * Every handler of the mock backend, under one API base. Injected faults answer first; custom calls come before the
 * REST collections.
 */
export const createHandlers = (api: string) => [
    ...faultHandlers(api),
    ...authHandlers(api),
    ...adminUserHandlers(api),
    ...analyticsHandlers(api),
    ...fileHandlers(api),
    // Moves running import/export tasks on before the calls below (and the REST collections) answer.
    ...fileTaskHandlers(api),
    ...restHandlers(api),
];
