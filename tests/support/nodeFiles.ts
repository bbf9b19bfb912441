/**
 * Files as Node's fetch sends them. The test environment installs jsdom's File, Blob and FormData, and Node's fetch
 * (which MSW answers) drops a jsdom file's name and bytes. Tests that upload build Node's own objects, and
 * component tests let the app's code build them too (`useNodeFileApi`).
 */
import { vi } from 'vitest';
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';

export { NodeBlob, NodeFile };

/** Node's FormData class (the one its fetch encodes), taken from a form Node itself parsed. */
export const NodeFormData = (await new Response('a=1', { headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }).formData())
    .constructor as typeof FormData;

/** From now until the end of the test (tests/setup.ts unstubs the globals), the page's File, Blob and FormData are Node's. */
export const useNodeFileApi = () => {
    vi.stubGlobal('FormData', NodeFormData);
    vi.stubGlobal('File', NodeFile);
    vi.stubGlobal('Blob', NodeBlob);
};

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A file of `size` bytes that starts like a PNG. */
export const pngFile = (name: string, size = 64, type = 'image/png'): File => {
    const bytes = new Uint8Array(size);
    bytes.set(PNG_SIGNATURE.slice(0, size));
    for (let index = PNG_SIGNATURE.length; index < size; index += 1) bytes[index] = index % 251;
    return new NodeFile([bytes], name, { type }) as unknown as File;
};

/** A file with a text content. */
export const textFile = (name: string, text: string, type = ''): File => new NodeFile([text], name, { type }) as unknown as File;
