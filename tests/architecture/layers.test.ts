/**
 * The folders are layers (README, "Layout"): base ← providers ← ui ← resources ← src, each importing only those below
 * it; the mock reads only base/ and resources/. An import that runs back up fails here, naming the file and the import.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '..', '..');
/** What each top folder may import besides itself and packages. */
const MAY_IMPORT: Readonly<Record<string, readonly string[]>> = {
    base: [],
    providers: ['base'],
    ui: ['base', 'providers'],
    resources: ['base', 'providers', 'ui'],
    // The shell starts the in-page mock in dev builds and shows its demo accounts on the sign-in page.
    src: ['base', 'providers', 'ui', 'resources', 'mock-server'],
    'mock-server': ['base', 'resources'],
};

const sourceFiles = (folder: string): string[] =>
    readdirSync(folder).flatMap(name => {
        const path = join(folder, name);
        if (statSync(path).isDirectory()) return sourceFiles(path);
        return /\.(ts|tsx)$/.test(name) ? [path] : [];
    });

const IMPORT = /(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;

/** Every relative import of a top folder's files that lands in another top folder: `file → folder`. */
const crossings = (top: string): { file: string; target: string }[] =>
    sourceFiles(join(ROOT, top)).flatMap(file =>
        [...readFileSync(file, 'utf8').matchAll(IMPORT)].flatMap(([, specifier]) => {
            const target = relative(ROOT, normalize(join(dirname(file), specifier))).split(/[\\/]/)[0];
            return target === top ? [] : [{ file: relative(ROOT, file), target }];
        }),
    );

describe('layers point one way', () => {
    it.each(Object.keys(MAY_IMPORT))('%s imports only the layers below it', top => {
        const upward = crossings(top).filter(({ target }) => !MAY_IMPORT[top].includes(target));
        expect(upward.map(({ file, target }) => `${file} → ${target}/`)).toEqual([]);
    });
});
