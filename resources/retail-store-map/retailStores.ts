/** Which stores the retail map shows: the displayed shops of the locator (a service centre is not a shop). */
export const RETAIL_STORE_TYPES = ['experience', 'flagship', 'authorised'] as const;

export const RETAIL_FILTER = { status: 'display', storeType: RETAIL_STORE_TYPES } as const;
