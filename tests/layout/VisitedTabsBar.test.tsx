import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Location } from 'react-router-dom';
import { VisitedTabsBar } from '../../src/layout/tabs/VisitedTabsBar';
import type { VisitedTab } from '../../src/layout/tabs/visitedTabs';
import { renderInAdmin } from '../support/renderInAdmin';

const TABS: VisitedTab[] = [
    { key: '/dashboard', path: '/dashboard', titleKey: 'routes.general.dashboard' },
    { key: '/async-task', path: '/async-task?page=2', titleKey: 'routes.general.asyncTask' },
    { key: '/template/table', path: '/template/table', titleKey: 'routes.general.templateTable' },
];

/** The bar with its tabs in state, as the layout holds them. */
const Harness = ({ initial, onTabs }: { initial: VisitedTab[]; onTabs: (tabs: VisitedTab[]) => void }) => {
    const [tabs, setTabs] = useState(initial);
    return (
        <VisitedTabsBar
            tabs={tabs}
            onChange={next => {
                setTabs(next);
                onTabs(next);
            }}
        />
    );
};

const setup = (at: string) => {
    const seen: { location?: Location; tabs?: VisitedTab[] } = {};
    renderInAdmin(<Harness initial={TABS} onTabs={tabs => (seen.tabs = tabs)} />, {
        initialEntries: [at],
        onLocation: location => (seen.location = location),
    });
    return seen;
};

const tabTitles = () => within(screen.getByRole('navigation', { name: 'Visited pages' })).getAllByRole('button', { current: false }).length;

describe('VisitedTabsBar', () => {
    it('shows a tab per visited page with its title, the page on screen marked current', () => {
        setup('/async-task');
        expect(screen.getByRole('button', { name: 'Dashboard' })).toBeInTheDocument();
        expect(screen.getByRole('button', { current: 'page' })).toHaveTextContent('Async Tasks');
        expect(tabTitles()).toBeGreaterThan(0);
    });

    it('names a record tab by its record once known, by its id until then', () => {
        const order = { key: '/orders/orderDetail/69425', path: '/orders/orderDetail/69425', titleKey: 'routes.orders.orderDetail', titleSuffix: '69425' };
        renderInAdmin(<Harness initial={[order, { ...order, key: '/orders/orderDetail/7', path: '/orders/orderDetail/7', titleSuffix: '7', recordName: 'ORD2024051500012' }]} onTabs={() => undefined} />, {
            initialEntries: ['/dashboard'],
        });
        expect(screen.getByRole('button', { name: 'Order Detail · 69425' })).toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Order Detail · ORD2024051500012' })).toBeInTheDocument();
    });

    it('returns to a tab with its own query string', async () => {
        const seen = setup('/dashboard');
        await userEvent.click(screen.getByRole('button', { name: 'Async Tasks' }));
        expect(`${seen.location?.pathname}${seen.location?.search}`).toBe('/async-task?page=2');
    });

    it('closing the active tab goes to the last remaining one', async () => {
        const seen = setup('/template/table');
        await userEvent.click(screen.getByRole('button', { name: /^Close Table Template/ }));
        expect(seen.tabs?.map(tab => tab.key)).toEqual(['/dashboard', '/async-task']);
        expect(seen.location?.pathname).toBe('/async-task');
    });

    it('closing another tab stays on the page', async () => {
        const seen = setup('/template/table');
        await userEvent.click(screen.getByRole('button', { name: /^Close Dashboard/ }));
        expect(seen.tabs?.map(tab => tab.key)).toEqual(['/async-task', '/template/table']);
        expect(seen.location?.pathname).toBe('/template/table');
    });

    it('close others (right-click) keeps that one tab and goes to it', async () => {
        const seen = setup('/template/table');
        const dashboard = screen.getByRole('button', { name: 'Dashboard' });
        await userEvent.pointer({ keys: '[MouseRight]', target: dashboard });
        await userEvent.click(await screen.findByRole('menuitem', { name: 'Close others' }));
        expect(seen.tabs?.map(tab => tab.key)).toEqual(['/dashboard']);
        expect(seen.location?.pathname).toBe('/dashboard');
    });

    it('close all (tab actions menu) empties the strip and goes to /', async () => {
        const seen = setup('/async-task');
        await userEvent.click(screen.getByRole('button', { name: 'Tab actions' }));
        await userEvent.click(await screen.findByRole('menuitem', { name: 'Close all' }));
        expect(seen.tabs).toEqual([]);
        expect(seen.location?.pathname).toBe('/');
    });
});
