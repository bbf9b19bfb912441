import { kitZh } from './kit.zh';
import { filesZh } from './files.zh';

/**
 * The texts every kit screen shares, in Chinese (with the rest of the Chinese catalogue, on demand). Each
 * resource's own texts load with its screens (`../resourceMessages.ts`).
 */
export const resourcesZh = [kitZh, filesZh];
