/**
 * Full-page navigation (leaving the single-page app: sign-on pages, reload after a site switch). Kept behind one
 * object so tests can observe where the app sends the browser; jsdom cannot navigate.
 */
export const navigation = {
    goTo(url: string): void {
        window.location.assign(url);
    },
    reload(): void {
        window.location.reload();
    },
    currentPath(): string {
        return window.location.pathname + window.location.search;
    },
};
