/** html-minifier-terser's browser build (the package's main entry needs Node): the one function the minify tool calls. */
declare module 'html-minifier-terser/dist/htmlminifier.esm.bundle' {
    export interface HtmlMinifierOptions {
        collapseWhitespace?: boolean;
        conservativeCollapse?: boolean;
        removeComments?: boolean;
        removeRedundantAttributes?: boolean;
        removeScriptTypeAttributes?: boolean;
        removeStyleLinkTypeAttributes?: boolean;
        useShortDoctype?: boolean;
        minifyCSS?: boolean;
        minifyJS?: boolean;
    }
    export function minify(value: string, options?: HtmlMinifierOptions): Promise<string>;
}
