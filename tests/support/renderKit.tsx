import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { AdminContext, memoryStore, ResourceContextProvider, type Store } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createAuthProvider } from '../../providers/authProvider';
import { dataProvider } from '../../providers/dataProvider';
import { createI18nProvider } from '../../providers/i18nProvider';
import { AppNotification } from '../../src/layout/AppNotification';
import { KitContext, type Kit } from '../../resources/kit/KitContext';

/**
 * A kit screen (or a part of one) as the app renders it at the resource's list path: react-admin's context with the
 * real data, auth and i18n providers against the mock backend, the app's toasts, the resource and kit contexts, and
 * a stand-in for the task centre to see where links lead.
 */
export const renderKit = (kit: Kit, ui: ReactElement, { store = memoryStore(), search = '' }: { store?: Store; search?: string } = {}) =>
    render(
        <MemoryRouter initialEntries={[`${kit.entry.paths.list}${search}`]}>
            <AdminContext
                dataProvider={dataProvider}
                authProvider={createAuthProvider(() => [{ codes: [] }])}
                i18nProvider={createI18nProvider()}
                store={store}
            >
                <AppNotification />
                <Routes>
                    <Route
                        path={kit.entry.paths.list}
                        element={
                            <ResourceContextProvider value={kit.entry.collection}>
                                <KitContext.Provider value={kit}>{ui}</KitContext.Provider>
                            </ResourceContextProvider>
                        }
                    />
                    <Route path="/async-task" element={<h1>Task centre stand-in</h1>} />
                </Routes>
            </AdminContext>
        </MemoryRouter>,
    );
