import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSidebarState } from 'react-admin';
import { useEffect } from 'react';
import { AppMenu } from '../../src/layout/menu/AppMenu';
import { useAutoCloseSidebar } from '../../src/layout/useAutoCloseSidebar';
import { ROUTES } from '../../base/routes/catalogue';
import { sessionUser } from '../../base/session/sessionUser';
import { renderInAdmin, userWithRoles } from '../support/renderInAdmin';
import { useWindowWidth } from '../support/viewport';

afterEach(() => {
    vi.useRealTimers();
});

const SidebarProbe = ({ startOpen }: { startOpen: boolean }) => {
    const [open, setOpen] = useSidebarState();
    useEffect(() => setOpen(startOpen), [setOpen, startOpen]);
    useAutoCloseSidebar();
    return <p>{open ? 'sidebar open' : 'sidebar closed'}</p>;
};

describe('the sidebar', () => {
    it('closes by itself under 1024 px', async () => {
        useWindowWidth(1023);
        renderInAdmin(<SidebarProbe startOpen />);
        expect(await screen.findByText('sidebar closed')).toBeInTheDocument();
    });

    it('stays open at 1024 px and wider', async () => {
        useWindowWidth(1024);
        renderInAdmin(<SidebarProbe startOpen />);
        expect(await screen.findByText('sidebar open')).toBeInTheDocument();
    });
});

/** Closes the sidebar, then shows the menu. */
const ClosedMenu = () => {
    const [open, setOpen] = useSidebarState();
    useEffect(() => setOpen(false), [setOpen]);
    return open ? null : <AppMenu built={new Set(ROUTES.map(route => route.path))} />;
};

describe('the closed sidebar', () => {
    it("pops a group's entries out 200 ms after the pointer rests on its icon", async () => {
        sessionUser.set(userWithRoles(['admin']));
        renderInAdmin(<ClosedMenu />, { initialEntries: ['/dashboard'] });
        const ordersIcon = await screen.findByRole('button', { name: 'Orders' });
        vi.useFakeTimers();
        fireEvent.mouseEnter(ordersIcon.parentElement!);
        act(() => vi.advanceTimersByTime(199));
        expect(screen.queryByRole('menu', { name: 'Orders' })).toBeNull();
        act(() => vi.advanceTimersByTime(1));
        const entries = screen.getByRole('menu', { name: 'Orders' });
        expect(within(entries).getByRole('menuitem', { name: 'Order List' })).toHaveAttribute('href', '/orders/index');
    });
});
