import { kitEn } from './kit.en';
import { filesEn } from './files.en';

/**
 * The texts every kit screen shares (the kit's own and the files module's), in English. Each resource's own texts,
 * `{collection}.en.ts` and `{collection}.zh.ts`, load with its screens (`../resourceMessages.ts`).
 */
export const resourcesEn = [kitEn, filesEn];
