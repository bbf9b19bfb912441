import { BRIDGED_KEYS } from './storageKeys';
import { receiveResponse, sendRequest, type AnswerMessage, type CallMessage, type StorageValues } from './protocol';

/**
 * The page's side of the mock's worker (mockWorker.ts). The worker starts as this module loads: the mock build's
 * page names it before the app's entry (vite.config.ts), so it runs first in the entry chunk, and the worker loads
 * its data while the app starts and signs in.
 */
const worker = new Worker(new URL('./mockWorker.ts', import.meta.url), { type: 'module', name: 'oms-mock' });
const waiting = new Map<number, (message: AnswerMessage) => void>();
let lastId = 0;

worker.addEventListener('message', (event: MessageEvent<AnswerMessage>) => {
    const message = event.data;
    for (const [key, value] of Object.entries(message.saved)) if (value !== null) window.localStorage.setItem(key, value);
    waiting.get(message.id)?.(message);
    waiting.delete(message.id);
});

const storageValues = (): StorageValues => Object.fromEntries(BRIDGED_KEYS.map(key => [key, window.localStorage.getItem(key)]));

/** Hands a call to the worker with the bridged storage; its response, or undefined when no handler of the mock takes it. */
export const answerInWorker = async (request: Request): Promise<Response | undefined> => {
    const call: CallMessage = { id: (lastId += 1), request: await sendRequest(request), storage: storageValues() };
    const answered = new Promise<AnswerMessage>(resolve => waiting.set(call.id, resolve));
    worker.postMessage(call, call.request.body ? [call.request.body] : []);
    const { response } = await answered;
    return response ? receiveResponse(response) : undefined;
};
