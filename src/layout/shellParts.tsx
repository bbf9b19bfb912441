import { createContext, useContext, type ReactNode } from 'react';
import { usePageFirstDrawn } from '../../ui/pageFirstDrawn';

/**
 * Whether the shell's own parts (the top bar's buttons and user menu, the sidebar's menu) are drawn yet. Outside a
 * ShellPartsAfterPage (a component test of one part) they are.
 */
const ShellPartsDrawn = createContext(true);

/** True once the shell's parts are to be drawn. */
export const useShellPartsDrawn = (): boolean => useContext(ShellPartsDrawn);

/**
 * The page first, then the shell's parts around it. The layout's first frame holds the page (a list with its rows, when
 * they are in) inside the top bar and the sidebar as empty frames of their final size; the parts are then drawn as a
 * transition, in slices, after that frame was committed. On a reload the top bar and the menu were about a third of the
 * work before the rows showed (measured: a list's open 1.3–1.8× bare react-admin's with them, 1.0–1.4× without), and
 * what they draw is not what the user opened the page for. Their frames keep their size, so nothing moves when they fill.
 * A list whose rows arrive after that frame draws them first too: the parts wait for them (ui/pageFirstDrawn.ts), as
 * React would otherwise draw the menu's transition before the rows' deferred one (the menu alone is ~50 ms of a reload).
 */
export const ShellPartsAfterPage = ({ children }: { children: ReactNode }) => {
    return <ShellPartsDrawn.Provider value={usePageFirstDrawn()}>{children}</ShellPartsDrawn.Provider>;
};
