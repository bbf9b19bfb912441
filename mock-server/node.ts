import { setupServer } from 'msw/node';
import { apiConfig } from '../base/config';
import { createHandlers } from './handlers';
import { loadKitCollections } from './db/kit';
import { loadFakers } from './db/kit/samples';

// The kit's descriptions load before any handler exists, as in the browser.
await Promise.all([loadKitCollections(), loadFakers()]);

/** The same handlers for Vitest: tests talk to the mock backend through real fetch calls. */
export const mockServer = setupServer(...createHandlers(apiConfig.apiUrl));
