import { setupServer } from 'msw/node';
import { apiConfig } from '../providers/config';
import { createHandlers } from './handlers';

/** The same handlers for Vitest: tests talk to the mock backend through real fetch calls. */
export const mockServer = setupServer(...createHandlers(apiConfig.apiUrl));
