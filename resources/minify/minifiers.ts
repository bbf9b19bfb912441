/**
 * The minify tool's minifiers: well-known packages, each loaded on first use (their chunks load only on this screen,
 * and only for the language chosen), run in the browser.
 *
 * - JavaScript: terser (compress and mangle, ES2020 output).
 * - CSS: csso (structural optimisations; pure JavaScript).
 * - HTML: html-minifier-terser, through its browser build (the package's own entry needs Node's fs and path); it
 *   minifies inline <style> and <script> too.
 */

export const MINIFY_LANGUAGES = ['js', 'css', 'html'] as const;
export type MinifyLanguage = (typeof MINIFY_LANGUAGES)[number];

/** What a language's result is stored as: its extension and Content-Type. */
export const OUTPUT: Readonly<Record<MinifyLanguage, { extension: string; contentType: string }>> = {
    js: { extension: 'js', contentType: 'text/javascript' },
    css: { extension: 'css', contentType: 'text/css' },
    html: { extension: 'html', contentType: 'text/html' },
};

/** The language of a source file, by its extension. */
export const languageOfFile = (fileName: string): MinifyLanguage | undefined => {
    const extension = /\.([^.]+)$/.exec(fileName)?.[1]?.toLowerCase();
    if (extension === 'js' || extension === 'mjs') return 'js';
    if (extension === 'css') return 'css';
    if (extension === 'html' || extension === 'htm') return 'html';
    return undefined;
};

const minifyJs = async (source: string): Promise<string> => {
    const { minify } = await import('terser');
    const result = await minify(source, { compress: true, mangle: true, format: { comments: false }, ecma: 2020 });
    return result.code ?? '';
};

const minifyCss = async (source: string): Promise<string> => {
    const { minify } = await import('csso');
    return minify(source, { restructure: true, comments: false }).css;
};

const minifyHtml = async (source: string): Promise<string> => {
    const { minify } = await import('html-minifier-terser/dist/htmlminifier.esm.bundle');
    return minify(source, {
        collapseWhitespace: true,
        conservativeCollapse: false,
        removeComments: true,
        removeRedundantAttributes: true,
        removeScriptTypeAttributes: true,
        removeStyleLinkTypeAttributes: true,
        useShortDoctype: true,
        minifyCSS: true,
        minifyJS: true,
    });
};

const MINIFIERS: Readonly<Record<MinifyLanguage, (source: string) => Promise<string>>> = {
    js: minifyJs,
    css: minifyCss,
    html: minifyHtml,
};

/** Minifies a snippet; a syntax error rejects with the minifier's message (line and column where it gives them). */
export const minifyCode = async (language: MinifyLanguage, source: string): Promise<string> => {
    try {
        return await MINIFIERS[language](source);
    } catch (error) {
        const { message, line, col } = error as { message?: string; line?: number; col?: number };
        const where = line !== undefined ? ` (${line}:${col ?? 0})` : '';
        throw new Error(`${message ?? String(error)}${where}`, { cause: error });
    }
};

/** Bytes of a text as UTF-8 (what a stored file weighs). */
export const byteLength = (text: string): number => new TextEncoder().encode(text).byteLength;
