import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { dataProvider } from '../../providers/dataProvider';
import { api } from '../../providers/httpClient';
import { createI18nProvider } from '../../providers/i18nProvider';
import { startFileTask } from '../../mock-server/db/fileTasks';
import { AsyncTaskLink } from '../../src/layout/appbar/AsyncTaskLink';
import { getAsyncTaskUpdate } from '../../base/session/asyncTaskFlag';
import {
    announceAsyncTask,
    asyncTasksSeenAt,
    markAsyncTasksSeen,
    useAsyncTaskCentre,
    useAsyncTaskMarker,
} from '../../resources/kit/files/useAsyncTaskMarker';
import { useAsyncTaskUpdate } from '../../ui/session/useAsyncTaskUpdate';
import { recordRequests, signIn } from '../support/mockBackend';

/** The marker's rule against the mock: tasks run on the Date clock, which the test moves (timers stay real). */
let now = 0;
const later = (ms: number) => vi.setSystemTime((now += ms));

beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    now = Date.UTC(2026, 10, 23, 9, 0, 0);
    vi.setSystemTime(now);
});
afterEach(() => vi.useRealTimers());

/** The task centre on screen. */
const Centre = ({ site }: { site: string }) => {
    useAsyncTaskCentre(site);
    return null;
};

const Marker = ({ site, centre = false }: { site: string; centre?: boolean }) => {
    useAsyncTaskMarker(site, { pollMs: 50 });
    return (
        <>
            <output data-testid="marker">{String(useAsyncTaskUpdate(site))}</output>
            {centre && <Centre site={site} />}
        </>
    );
};

const renderWithData = (ui: ReactElement) =>
    render(
        <MemoryRouter>
            <AdminContext dataProvider={dataProvider} i18nProvider={createI18nProvider()} store={memoryStore()}>
                {ui}
            </AdminContext>
        </MemoryRouter>,
    );

const startExport = async () => {
    await api.post('/files/export/spu', { columns: [{ source: 'spuId', label: 'SPU ID' }], format: 'csv' }, { bodyType: 'json', notifySuccess: false });
    announceAsyncTask();
};

const marker = () => screen.getByTestId('marker').textContent;

describe('useAsyncTaskMarker', () => {
    it("lights the current site's marker when a task finishes after the user last looked, then stops asking", async () => {
        await signIn('admin');
        const calls = recordRequests('/async-tasks');
        renderWithData(<Marker site="in" />);
        // The site's history (the seed's tasks) is seen from the first watch on.
        await waitFor(() => expect(asyncTasksSeenAt('in')).toBe(new Date(now).toISOString()));
        await waitFor(() => expect(calls.length).toBe(2));
        expect(marker()).toBe('false');

        later(1000);
        await act(startExport);
        // Running: asked again and again, still unlit.
        await waitFor(() => expect(calls.length).toBeGreaterThan(6));
        expect(marker()).toBe('false');

        later(10_000);
        await waitFor(() => expect(marker()).toBe('true'));
        expect(getAsyncTaskUpdate('cn')).toBe(false);
        const settled = calls.length;
        await new Promise(resolve => setTimeout(resolve, 300));
        expect(calls.length, 'nothing runs: no more polling').toBe(settled);
    });

    it('puts the marker out when the centre opens, and keeps it out for tasks that end while it is open', async () => {
        await signIn('admin');
        const { rerender } = renderWithData(<Marker site="in" />);
        await waitFor(() => expect(asyncTasksSeenAt('in')).toBeDefined());
        later(1000);
        await act(startExport);
        later(10_000);
        await waitFor(() => expect(marker()).toBe('true'));

        rerender(
            <MemoryRouter>
                <AdminContext dataProvider={dataProvider} i18nProvider={createI18nProvider()} store={memoryStore()}>
                    <Marker site="in" centre />
                </AdminContext>
            </MemoryRouter>,
        );
        await waitFor(() => expect(marker()).toBe('false'));
        expect(asyncTasksSeenAt('in')).toBe(new Date(now).toISOString());

        later(1000);
        await act(startExport);
        later(10_000);
        await act(async () => {
            announceAsyncTask();
            await new Promise(resolve => setTimeout(resolve, 300));
        });
        expect(marker()).toBe('false');
        expect(asyncTasksSeenAt('in')).toBe(new Date(now).toISOString());
    });

    it("ignores another site's tasks and tasks that ended before the user last looked", async () => {
        await signIn('admin');
        markAsyncTasksSeen('in', new Date(now));
        // Ended before the last look (it started and finished earlier).
        startFileTask({ fileName: 'old.csv', taskType: 'download', creatorNumber: 'admin', siteCode: 'in' }, 2000, async () => ({ status: 'success' }));
        startFileTask({ fileName: 'other.csv', taskType: 'download', creatorNumber: 'admin', siteCode: 'cn' }, 2000, async () => ({ status: 'success' }));
        later(5000);
        markAsyncTasksSeen('in', new Date(now));
        later(1000);
        const calls = recordRequests('/async-tasks');
        renderWithData(<Marker site="in" />);
        await waitFor(() => expect(calls.length).toBe(2));
        await new Promise(resolve => setTimeout(resolve, 100));
        expect(marker()).toBe('false');
        expect(getAsyncTaskUpdate('in')).toBe(false);
    });

    it('is what the top-bar link shows: a task finished since the last look lights it on load', async () => {
        await signIn('admin');
        markAsyncTasksSeen('in', new Date(now - 60_000));
        startFileTask({ fileName: 'done.csv', taskType: 'download', creatorNumber: 'admin', siteCode: 'in' }, 2000, async () => ({ status: 'success' }));
        later(5000);
        renderWithData(<AsyncTaskLink />);
        expect(await screen.findByRole('link', { name: 'Async tasks: new results' }, { timeout: 5000 })).toBeInTheDocument();
    });
});
