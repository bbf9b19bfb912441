import { vi } from 'vitest';

/**
 * jsdom has no `matchMedia`, so MUI's `useMediaQuery` answers false to every query (a phone-sized window).
 * This answers as a window of `width` px would for min-width/max-width queries; undone after each test (tests/setup.ts).
 */
export const useWindowWidth = (width: number): void => {
    const matches = (query: string): boolean => {
        const min = /min-width:\s*([\d.]+)px/.exec(query);
        const max = /max-width:\s*([\d.]+)px/.exec(query);
        return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    };
    vi.stubGlobal('matchMedia', (query: string) => ({
        matches: matches(query),
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
    }));
};
