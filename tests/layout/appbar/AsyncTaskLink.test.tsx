import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Location } from 'react-router-dom';
import { AsyncTaskLink } from '../../../src/layout/appbar/AsyncTaskLink';
import { getAsyncTaskUpdate, setAsyncTaskUpdate, subscribeAsyncTaskUpdate } from '../../../base/session/asyncTaskFlag';
import { sessionUser } from '../../../base/session/sessionUser';
import { makeUser, renderInAdmin, SITES } from '../../support/renderInAdmin';

const onSite = (siteCode: string) => makeUser({ site: SITES.find(site => site.siteCode === siteCode) });

/** The warning dot of the link's badge; MUI keeps it in the DOM and marks it invisible when off. */
const markerShown = () => {
    const dot = screen.getByRole('link').querySelector('.MuiBadge-dot');
    expect(dot).not.toBeNull();
    return !dot!.classList.contains('MuiBadge-invisible');
};

describe('AsyncTaskLink', () => {
    it('links to the async task list', async () => {
        sessionUser.set(onSite('in'));
        let location: Location | undefined;
        renderInAdmin(<AsyncTaskLink />, { onLocation: next => (location = next) });

        const link = screen.getByRole('link', { name: 'Async tasks' });
        expect(link).toHaveAttribute('href', '/async-task');
        await userEvent.click(link);
        expect(location?.pathname).toBe('/async-task');
    });

    it('marks only the site whose flag is set', () => {
        setAsyncTaskUpdate('cn', true);
        sessionUser.set(onSite('in'));
        const { unmount } = renderInAdmin(<AsyncTaskLink />);
        expect(markerShown()).toBe(false);
        expect(screen.getByRole('link', { name: 'Async tasks' })).toBeInTheDocument();
        unmount();

        sessionUser.set(onSite('cn'));
        renderInAdmin(<AsyncTaskLink />);
        expect(markerShown()).toBe(true);
        expect(screen.getByRole('link', { name: 'Async tasks: new results' })).toBeInTheDocument();
    });

    it('shows and hides the marker live as the flag changes', () => {
        sessionUser.set(onSite('in'));
        renderInAdmin(<AsyncTaskLink />);
        expect(markerShown()).toBe(false);

        act(() => setAsyncTaskUpdate('cn', true));
        expect(markerShown()).toBe(false);

        act(() => setAsyncTaskUpdate('in', true));
        expect(markerShown()).toBe(true);

        act(() => setAsyncTaskUpdate('in', false));
        expect(markerShown()).toBe(false);
    });

    it('follows a flag set by another tab (storage event)', () => {
        sessionUser.set(onSite('in'));
        renderInAdmin(<AsyncTaskLink />);
        expect(markerShown()).toBe(false);

        act(() => {
            // The other tab wrote local storage; this tab only hears the storage event.
            window.localStorage.setItem('asyncTaskUpdate_in', '1');
            window.dispatchEvent(new StorageEvent('storage', { key: 'asyncTaskUpdate_in', newValue: '1' }));
        });
        expect(markerShown()).toBe(true);
    });

    it('clears the marker of the current site when the link is followed', async () => {
        setAsyncTaskUpdate('in', true);
        setAsyncTaskUpdate('cn', true);
        sessionUser.set(onSite('in'));
        renderInAdmin(<AsyncTaskLink />);

        await userEvent.click(screen.getByRole('link'));
        expect(markerShown()).toBe(false);
        expect(getAsyncTaskUpdate('in')).toBe(false);
        expect(getAsyncTaskUpdate('cn')).toBe(true);
    });
});

describe('async task flag subscription', () => {
    it('notifies on set and on other tabs, and stops after unsubscribe', () => {
        let calls = 0;
        const unsubscribe = subscribeAsyncTaskUpdate(() => calls++);
        setAsyncTaskUpdate('in', true);
        window.dispatchEvent(new StorageEvent('storage', { key: 'asyncTaskUpdate_cn' }));
        window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated' }));
        expect(calls).toBe(2);

        unsubscribe();
        setAsyncTaskUpdate('in', false);
        window.dispatchEvent(new StorageEvent('storage', { key: 'asyncTaskUpdate_in' }));
        expect(calls).toBe(2);
    });
});
