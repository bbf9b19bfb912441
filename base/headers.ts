/** Request and response header names the backend and the mock agree on (README, "REST contract"). */
export const HEADER = {
    /** The session token: sent with every call; a response carrying it rotates the stored one. */
    token: 'x-auth-token',
    regionCode: 'regionCode',
    siteCode: 'siteCode',
    /** 1 for qa accounts (test data), 0 otherwise. */
    dataType: 'dataType',
} as const;
