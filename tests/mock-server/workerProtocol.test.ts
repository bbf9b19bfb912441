/** What crosses between the page and the mock's worker (mock-server/worker/protocol.ts): a call and its answer, intact. */
import { describe, expect, it } from 'vitest';
import { receiveRequest, receiveResponse, sendRequest, sendResponse } from '../../mock-server/worker/protocol';

describe("the mock worker's messages", () => {
    it('carry a call with its method, address, headers and body bytes', async () => {
        const bytes = new Uint8Array([0, 1, 2, 250, 251, 252]);
        const sent = await sendRequest(
            new Request('http://localhost/api/files/import/store-addresses?x=1', {
                method: 'POST',
                headers: { token: 'mock-admin-1', siteCode: 'in', 'Content-Type': 'application/octet-stream' },
                body: bytes,
            }),
        );
        // What the page posts is plain data: structuredClone is how postMessage copies it.
        const received = receiveRequest(structuredClone(sent));
        expect(received.method).toBe('POST');
        expect(received.url).toBe('http://localhost/api/files/import/store-addresses?x=1');
        expect(received.headers.get('token')).toBe('mock-admin-1');
        expect(received.headers.get('sitecode')).toBe('in');
        expect(new Uint8Array(await received.arrayBuffer())).toEqual(bytes);
    });

    it('carry a GET without a body', async () => {
        const sent = await sendRequest(new Request('http://localhost/api/orders?range=%5B0%2C49%5D'));
        expect(sent.body).toBeNull();
        expect(receiveRequest(sent).method).toBe('GET');
    });

    it('carry an answer with its status, headers and body, and a 204 without one', async () => {
        const answer = receiveResponse(
            structuredClone(
                await sendResponse(
                    Response.json([{ id: 1 }], { status: 200, headers: { 'Content-Range': 'orders 0-0/12500', 'Access-Control-Expose-Headers': 'Content-Range' } }),
                ),
            ),
        );
        expect(answer.status).toBe(200);
        expect(answer.headers.get('Content-Range')).toBe('orders 0-0/12500');
        expect(await answer.json()).toEqual([{ id: 1 }]);
        const empty = receiveResponse(await sendResponse(new Response(null, { status: 204, statusText: 'No Content' })));
        expect(empty.status).toBe(204);
        expect(empty.statusText).toBe('No Content');
        expect(await empty.text()).toBe('');
    });
});
