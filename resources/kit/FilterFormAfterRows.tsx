import { useEffect, useMemo, useRef, useState } from 'react';
import { Box } from '@mui/material';
import { FilterForm, useListContext, useLocaleState, useSidebarState } from 'react-admin';
import { storedRecord } from '../../base/storedRecord';
import { usePageFirstDrawn } from '../../ui/pageFirstDrawn';

/** The filter form's height the last time a list was drawn, with the layout it was drawn in, by collection. */
const drawnHeights = storedRecord<{ layout: string; height: number }>('oms.filterFormHeights');

/**
 * The widest viewport below which the toolbar lays its form out otherwise (react-admin's FilterForm and ListToolbar:
 * MUI's `md`, 900 px): the form is then as wide as its inputs, and the space kept for it is not kept here.
 */
const WIDE_FROM_PX = 900;

/**
 * What the form's height follows, besides the page's width: the language of its labels, the sidebar, the filters
 * shown. The width is read when the height is (layoutAt): a window resized redraws nothing here.
 */
const useLayoutOfForm = (): string => {
    const { displayedFilters, filterValues } = useListContext();
    const [locale] = useLocaleState();
    const [sidebarOpen] = useSidebarState();
    return JSON.stringify([locale, sidebarOpen, displayedFilters ?? {}, filterValues ?? {}]);
};

/** The layout a height is kept under: the window's width now, and the rest of what the form follows. */
const layoutAt = (layout: string): string => `${window.innerWidth} ${layout}`;

/**
 * react-admin's filter form (the filters of the list's FilterContext), drawn once the list's first rows are, in the
 * space it took the last time this list was drawn in the same layout. On a reload of the order list, its eight filters
 * drawn with the rows were a sixth of the main thread's work before the rows showed (measured: 353 against 290 ms
 * without them). Where the list has not been drawn in this layout before, the form is drawn with the rows as
 * react-admin draws it: a space of a guessed size would move the rows when the form came.
 */
export const FilterFormAfterRows = () => {
    const { resource } = useListContext();
    const layout = useLayoutOfForm();
    const drawn = usePageFirstDrawn('listTools');
    // Read once per list shown: only the layout it opened in can be kept for it.
    const [kept] = useState(() => {
        const last = drawnHeights.read()[resource];
        return last?.layout === layoutAt(layout) && window.innerWidth >= WIDE_FROM_PX ? last.height : undefined;
    });
    const showForm = drawn || kept === undefined;
    const marker = useFormHeightKept(resource, layout, showForm);
    // The same element on every render: a page turn redraws this (it follows the list), not the form, which follows
    // the list itself where its filters do.
    const form = useMemo(() => <FilterForm />, []);
    if (!showForm) return <Box aria-hidden sx={{ flex: '0 1 100%', boxSizing: 'border-box', height: `${kept}px` }} />;
    return (
        <>
            {/* The form itself takes no ref: its height is read from the element after this marker. */}
            <span hidden ref={marker} />
            {form}
        </>
    );
};

/**
 * Keeps the height of the form drawn after the returned ref's element, as the browser lays it out (a ResizeObserver:
 * reading it would make the browser lay the page out before its frame), under the list's collection and its layout.
 */
const useFormHeightKept = (resource: string, layout: string, shown: boolean) => {
    const marker = useRef<HTMLSpanElement>(null);
    const layoutRef = useRef(layout);
    useEffect(() => {
        layoutRef.current = layout;
    }, [layout]);
    useEffect(() => {
        const form = marker.current?.nextElementSibling;
        if (!shown || !form || typeof ResizeObserver === 'undefined') return;
        const observer = new ResizeObserver(([entry]) => {
            const height = entry.borderBoxSize?.[0]?.blockSize ?? 0;
            if (height > 0) drawnHeights.write(resource, { layout: layoutAt(layoutRef.current), height });
        });
        observer.observe(form);
        return () => observer.disconnect();
    }, [shown, resource]);
    return marker;
};
