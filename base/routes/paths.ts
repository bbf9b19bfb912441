/** Paths the shell itself navigates to. */
export const HOME_PATH = '/';
export const DASHBOARD_PATH = '/dashboard';
export const NOT_FOUND_PATH = '/404';
export const ASYNC_TASK_PATH = '/async-task';
export const CHANGE_PASSWORD_PATH = '/permission/user/changePassword';
