import { generatePath } from 'react-router-dom';

/** A push's own pages, named by its template code (the catalogue's `/sms/appPush/{view|edit}/:templateCode`). */
export const pushPath = (page: 'view' | 'edit', templateCode: string): string => generatePath(`/sms/appPush/${page}/:templateCode`, { templateCode });
