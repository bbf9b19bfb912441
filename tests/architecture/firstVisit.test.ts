/**
 * What the first visit's chunk is made of: src/main.tsx and everything it imports statically. The resource folders'
 * entries, the registry that finds them and their texts' loaders stay out of it (they load as a chunk of their own
 * beside the session, src/routes/folderRegistry.tsx), so that a folder added never makes every first visit heavier.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '..', '..');

/** Static imports and re-exports that reach code at run time (`import type` is erased; `import(…)` is a chunk apart). */
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]+)['"]/gm;

const resolve = (from: string, specifier: string): string | undefined => {
    const base = join(dirname(from), specifier);
    return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
        path => existsSync(path) && /\.(ts|tsx)$/.test(path),
    );
};

const staticGraph = (entry: string): Set<string> => {
    const seen = new Set<string>();
    const visit = (file: string) => {
        if (seen.has(file)) return;
        seen.add(file);
        for (const [, specifier] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
            const target = resolve(file, specifier);
            if (target) visit(target);
        }
    };
    visit(entry);
    return new Set([...seen].map(file => relative(ROOT, file)));
};

describe('the first visit', () => {
    const firstVisit = staticGraph(join(ROOT, 'src', 'main.tsx'));

    it('reaches the shell (a check that the walk follows imports)', () => {
        expect(firstVisit).toContain('src/App.tsx');
        expect(firstVisit).toContain('src/routes/screens.ts');
    });

    it('holds no resource folder’s entry, registry or texts', () => {
        const folderFiles = [...firstVisit].filter(file =>
            /^resources\/([^/]+\/entry\.ts|kit\/registry\.ts|texts\.ts|[^/]+\/messages\.(en|zh)\.ts|completeTexts\.(en|zh)\.ts)$/.test(file),
        );
        expect(folderFiles).toEqual([]);
        expect(firstVisit).not.toContain('src/routes/folderRegistry.tsx');
    });
});
