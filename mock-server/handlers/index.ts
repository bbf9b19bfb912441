import { authHandlers } from './auth';
import { adminUserHandlers } from './adminUsers';
import { restHandlers } from './rest';
import { analyticsHandlers } from './analytics';

/** Every handler of the mock backend, under one API base. Custom calls come before the REST collections. */
export const createHandlers = (api: string) => [
    ...authHandlers(api),
    ...adminUserHandlers(api),
    ...analyticsHandlers(api),
    ...restHandlers(api),
];
