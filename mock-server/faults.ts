import { HttpResponse } from 'msw';
import { http } from './handle';

/**
 * Mock-only fault injection: a test (unit or browser) tells the mock that the next calls to a path answer with a
 * given envelope, to see how the app meets a backend failure (spec section 8) on any path, including across a
 * reload. `POST {api}/__mock/faults` adds one, `DELETE {api}/__mock/faults` clears them all. Never part of the
 * real backend's contract.
 */
export interface Fault {
    /** The call's path below the API base, e.g. `/userInfo`. */
    path: string;
    /** GET, POST…; any method when left out. */
    method?: string;
    /** The body code of the answer (`{code, msg, data}`). */
    code: number;
    msg?: string;
    data?: unknown;
    /** The HTTP status (200 by default, as the backend answers business failures). */
    status?: number;
    /** How many calls it answers; every call until cleared when left out. */
    times?: number;
}

export interface FaultPersistence {
    load(): Fault[];
    save(faults: Fault[]): void;
}

let persistence: FaultPersistence = { load: () => [], save: () => undefined };
let faults: Fault[] = [];

/** The browser keeps the faults in local storage, so they hold across the reload a test wants to see. */
export const persistFaultsWith = (next: FaultPersistence): void => {
    persistence = next;
    faults = next.load();
};

export const clearFaults = (): void => {
    faults = [];
    persistence.save(faults);
};

const takeFault = (method: string, path: string): Fault | undefined => {
    const index = faults.findIndex(fault => fault.path === path && (!fault.method || fault.method.toUpperCase() === method));
    if (index < 0) return undefined;
    const fault = faults[index];
    if (fault.times !== undefined) {
        faults = fault.times > 1 ? faults.map((other, at) => (at === index ? { ...other, times: fault.times! - 1 } : other)) : faults.filter((_, at) => at !== index);
        persistence.save(faults);
    }
    return fault;
};

/** First among the handlers: a matching fault answers, anything else falls through to the real handlers. */
export const faultHandlers = (api: string) => [
    http.post(`${api}/__mock/faults`, async ({ request }) => {
        const fault = (await request.json()) as Fault;
        faults = [...faults, fault];
        persistence.save(faults);
        return HttpResponse.json({ code: 200, msg: 'success', data: faults });
    }),
    http.delete(`${api}/__mock/faults`, () => {
        clearFaults();
        return HttpResponse.json({ code: 200, msg: 'success', data: [] });
    }),
    http.all(`${api}/*`, ({ request }) => {
        const path = new URL(request.url).pathname.slice(new URL(api, 'http://base').pathname.replace(/\/$/, '').length);
        const fault = takeFault(request.method, path);
        if (!fault) return undefined;
        return HttpResponse.json({ code: fault.code, msg: fault.msg ?? '', data: fault.data ?? null }, { status: fault.status ?? 200 });
    }),
];
