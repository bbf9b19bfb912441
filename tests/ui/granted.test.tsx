import { describe, expect, it } from 'vitest';
import { act, renderHook, screen } from '@testing-library/react';
import { sessionUser } from '../../base/session/sessionUser';
import { GrantedOnly } from '../../ui/GrantedOnly';
import { grantedTabs } from '../../ui/grantedTabs';
import { useGrantedCode, useGrantedCodes } from '../../ui/useGrantedCode';
import { renderInAdmin, signInWithCodes } from './helpers';

describe('useGrantedCode', () => {
    it('is true only for codes among the signed-in user\'s resources', () => {
        signInWithCodes(['orders_export', 'cms']);
        const exported = renderHook(() => useGrantedCode('orders_export'));
        const other = renderHook(() => useGrantedCode('orders_delete'));
        expect(exported.result.current).toBe(true);
        expect(other.result.current).toBe(false);
    });

    it('is false when signed out or before resources are loaded', () => {
        expect(renderHook(() => useGrantedCode('cms')).result.current).toBe(false);
        const user = signInWithCodes(['cms']);
        act(() => sessionUser.set({ ...user, resources: undefined }));
        expect(renderHook(() => useGrantedCode('cms')).result.current).toBe(false);
    });

    it('follows session changes', () => {
        const { result } = renderHook(() => useGrantedCode('cms'));
        expect(result.current).toBe(false);
        act(() => {
            signInWithCodes(['cms']);
        });
        expect(result.current).toBe(true);
        act(() => sessionUser.clear());
        expect(result.current).toBe(false);
    });

    it('useGrantedCodes gives the whole granted set', () => {
        signInWithCodes(['a', 'b']);
        expect([...renderHook(() => useGrantedCodes()).result.current].sort()).toEqual(['a', 'b']);
    });
});

describe('GrantedOnly (showBtn)', () => {
    it('renders the children when the code is granted', () => {
        signInWithCodes(['order_review']);
        renderInAdmin(
            <GrantedOnly code="order_review">
                <button type="button">Review</button>
            </GrantedOnly>,
        );
        expect(screen.getByRole('button', { name: 'Review' })).toBeInTheDocument();
    });

    it('renders nothing when the code is not granted', () => {
        signInWithCodes(['order_view']);
        const { container } = renderInAdmin(
            <div data-testid="slot">
                <GrantedOnly code="order_review">
                    <button type="button">Review</button>
                </GrantedOnly>
            </div>,
        );
        expect(screen.queryByRole('button', { name: 'Review' })).not.toBeInTheDocument();
        expect(screen.getByTestId('slot')).toBeEmptyDOMElement();
        expect(container.textContent).toBe('');
    });

    it('renders the fallback instead when given, and reacts to a new session', () => {
        renderInAdmin(
            <GrantedOnly code="order_review" fallback={<span>No access</span>}>
                <button type="button">Review</button>
            </GrantedOnly>,
        );
        expect(screen.getByText('No access')).toBeInTheDocument();
        expect(screen.queryByRole('button', { name: 'Review' })).not.toBeInTheDocument();
        act(() => {
            signInWithCodes(['order_review']);
        });
        expect(screen.getByRole('button', { name: 'Review' })).toBeInTheDocument();
        expect(screen.queryByText('No access')).not.toBeInTheDocument();
    });
});

describe('grantedTabs (showTab)', () => {
    const tabs = [
        { code: 'rank_best', label: 'Best Seller' },
        { code: 'rank_trending', label: 'Trending Now' },
        { label: 'Overview' },
        { code: 'rank_top', label: 'Top Picks' },
    ];

    it('keeps granted tabs and ungated tabs, in order', () => {
        expect(grantedTabs(tabs, new Set(['rank_top', 'rank_best'])).map(tab => tab.label)).toEqual([
            'Best Seller',
            'Overview',
            'Top Picks',
        ]);
    });

    it('accepts a plain list of codes', () => {
        expect(grantedTabs(tabs, ['rank_trending']).map(tab => tab.label)).toEqual(['Trending Now', 'Overview']);
    });

    it('drops every gated tab when nothing is granted', () => {
        expect(grantedTabs(tabs, [])).toEqual([{ label: 'Overview' }]);
    });

    it('works with the signed-in user\'s codes', () => {
        signInWithCodes(['rank_trending', 'rank_top']);
        const { result } = renderHook(() => grantedTabs(tabs, useGrantedCodes()));
        expect(result.current.map(tab => tab.code)).toEqual(['rank_trending', undefined, 'rank_top']);
    });
});
