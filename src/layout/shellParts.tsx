import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { usePageFirstDrawn } from '../../ui/pageFirstDrawn';

type ShellPart = 'topBar' | 'menu';

/**
 * Whether each of the shell's own parts (the top bar's buttons and user menu, the sidebar's menu) is drawn yet. Outside
 * a ShellPartsAfterPage (a component test of one part) they are.
 */
const ShellPartsDrawn = createContext<Readonly<Record<ShellPart, boolean>>>({ topBar: true, menu: true });

/** True once the shell's `part` is to be drawn. */
export const useShellPartDrawn = (part: ShellPart): boolean => useContext(ShellPartsDrawn)[part];

/**
 * The page first, then the shell's parts around it. The layout's first frame holds the page (a list with its rows, when
 * they are in) inside the top bar and the sidebar as empty frames of their final size; the parts are then drawn as
 * transitions, in slices, after that frame was committed, one part a commit (ui/pageFirstDrawn.ts). On a reload the top
 * bar and the menu were about a third of the work before the rows showed (measured: a list's open 1.3–1.8× bare
 * react-admin's with them, 1.0–1.4× without), and what they draw is not what the user opened the page for. Their
 * frames keep their size, so nothing moves when they fill. A list whose rows arrive after that frame draws them first
 * too: the parts wait for them, as React would otherwise draw the menu's transition before the rows' deferred one (the
 * menu alone is ~50 ms of a reload).
 */
export const ShellPartsAfterPage = ({ children }: { children: ReactNode }) => {
    const topBar = usePageFirstDrawn('topBar');
    const menu = usePageFirstDrawn('menu');
    const drawn = useMemo(() => ({ topBar, menu }), [topBar, menu]);
    return <ShellPartsDrawn.Provider value={drawn}>{children}</ShellPartsDrawn.Provider>;
};
