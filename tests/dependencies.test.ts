import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * What package.json declares against what the code imports: a package the app imports is a dependency (a clean
 * install of the dependencies alone must build it), a package only the mock and the tests import is a
 * devDependency (the production build without the mock leaves it out), and nothing is declared that nobody uses.
 */
const ROOT = join(__dirname, '..');
const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
};

const sourceFiles = (folder: string): string[] =>
    readdirSync(join(ROOT, folder), { recursive: true, withFileTypes: true })
        .filter(entry => entry.isFile() && /\.(ts|tsx|js|mjs)$/.test(entry.name))
        .map(entry => relative(ROOT, join(entry.parentPath, entry.name)));

const IMPORT = /(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)['"]([^'".][^'"]*)['"]/g;

/** The npm package of a bare specifier: '@mui/material/Button' → '@mui/material', 'node:fs' → none. */
const packageOf = (specifier: string): string | undefined => {
    if (specifier.startsWith('node:') || specifier.startsWith('virtual:') || specifier.startsWith('/')) return undefined;
    const parts = specifier.split('/');
    return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
};

const packagesImportedBy = (folders: readonly string[]): Set<string> => {
    const found = new Set<string>();
    for (const file of folders.flatMap(sourceFiles)) {
        for (const match of readFileSync(join(ROOT, file), 'utf8').matchAll(IMPORT)) {
            const name = packageOf(match[1]);
            if (name) found.add(name);
        }
    }
    return found;
};

/** What the shipped app is made of: its layers (the mock is loaded only in dev). */
const APP = ['base', 'providers', 'ui', 'resources', 'src'] as const;
const app = packagesImportedBy(APP);
const mockOnly = [...packagesImportedBy(['mock-server'])].filter(name => !app.has(name));

/** The packages a declared dependency asks its user to install (MUI's Emotion, react-admin's router). */
const peersOf = (name: string): string[] => {
    const own = JSON.parse(readFileSync(join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as { peerDependencies?: Record<string, string> };
    return Object.keys(own.peerDependencies ?? {});
};

describe('package.json', () => {
    it('declares every package the app imports as a dependency', () => {
        const undeclared = [...app].filter(name => !(name in manifest.dependencies)).sort();
        expect(undeclared).toEqual([]);
    });

    it('keeps the mock-only packages (msw, faker) together in devDependencies', () => {
        expect(mockOnly).toEqual(expect.arrayContaining(['msw', '@faker-js/faker']));
        expect(mockOnly.filter(name => !(name in manifest.devDependencies)).sort()).toEqual([]);
        expect(mockOnly.filter(name => name in manifest.dependencies).sort()).toEqual([]);
    });

    it('declares no dependency that neither the app imports nor another dependency needs as a peer', () => {
        const declared = Object.keys(manifest.dependencies);
        const peers = new Set(declared.flatMap(peersOf));
        expect(declared.filter(name => !app.has(name) && !peers.has(name)).sort()).toEqual([]);
    });
});
