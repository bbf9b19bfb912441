import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Link, Route, Routes, useLocation } from 'react-router-dom';
import { KeptAlivePages } from '../../src/layout/tabs/KeptAlivePages';
import type { VisitedTab } from '../../src/layout/tabs/visitedTabs';
import { renderInAdmin } from '../support/renderInAdmin';

/** A page with state of its own (a counter) and the URL it believes it is on. */
const CounterPage = ({ name }: { name: string }) => {
    const [count, setCount] = useState(0);
    const location = useLocation();
    return (
        <section aria-label={name}>
            <button type="button" onClick={() => setCount(value => value + 1)}>
                {`${name} clicked ${count}`}
            </button>
            <span>{`${name} sees ${location.pathname}${location.search}`}</span>
        </section>
    );
};

const TABS: VisitedTab[] = [
    { key: '/list', path: '/list', titleKey: 'list' },
    { key: '/form', path: '/form', titleKey: 'form', noCache: true },
    { key: '/other', path: '/other', titleKey: 'other' },
];

/** The layout's part: the tab of the location on screen, and the kept pages. */
const Shell = () => {
    const { pathname } = useLocation();
    return (
        <>
            <nav>
                <Link to="/list?status=failed">to list</Link>
                <Link to="/form">to form</Link>
                <Link to="/other">to other</Link>
            </nav>
            <KeptAlivePages tabs={TABS} currentTab={TABS.find(tab => tab.key === pathname)}>
                <Routes>
                    <Route path="/list" element={<CounterPage name="list" />} />
                    <Route path="/form" element={<CounterPage name="form" />} />
                    <Route path="/other" element={<CounterPage name="other" />} />
                </Routes>
            </KeptAlivePages>
        </>
    );
};

const clicks = async (name: string, times: number) => {
    for (let index = 0; index < times; index += 1) {
        await userEvent.click(screen.getByRole('button', { name: new RegExp(`^${name} clicked`) }));
    }
};

describe('KeptAlivePages', () => {
    it('keeps a cached page mounted with its state while another tab is shown, and it keeps its own URL', async () => {
        renderInAdmin(<Shell />, { initialEntries: ['/list?status=failed'] });
        await clicks('list', 3);
        await userEvent.click(screen.getByRole('link', { name: 'to other' }));
        expect(screen.getByRole('button', { name: 'other clicked 0' })).toBeVisible();
        // Hidden, not gone: and it still sees the URL it was left on.
        expect(screen.getByText('list sees /list?status=failed')).not.toBeVisible();

        await userEvent.click(screen.getByRole('link', { name: 'to list' }));
        expect(screen.getByRole('button', { name: 'list clicked 3' })).toBeVisible();
        expect(screen.getByRole('button', { name: 'other clicked 0', hidden: true })).not.toBeVisible();
    });

    it('starts a noCache page afresh each time', async () => {
        renderInAdmin(<Shell />, { initialEntries: ['/form'] });
        await clicks('form', 2);
        expect(screen.getByRole('button', { name: 'form clicked 2' })).toBeVisible();
        await userEvent.click(screen.getByRole('link', { name: 'to other' }));
        expect(screen.queryByText(/^form sees/)).not.toBeInTheDocument();
        await userEvent.click(screen.getByRole('link', { name: 'to form' }));
        expect(screen.getByRole('button', { name: 'form clicked 0' })).toBeVisible();
    });

    it('renders the page on screen exactly once', async () => {
        renderInAdmin(<Shell />, { initialEntries: ['/list'] });
        await userEvent.click(screen.getByRole('link', { name: 'to other' }));
        await userEvent.click(screen.getByRole('link', { name: 'to list' }));
        expect(screen.getAllByRole('button', { name: /^list clicked/ })).toHaveLength(1);
        expect(screen.getAllByRole('button', { name: /^other clicked/, hidden: true })).toHaveLength(1);
    });
});
