import { z } from 'zod';
import { text } from '@/domain/shared/fields';
import { defineRoute } from '../../http/route';
import { loadCatalogue } from './snapshot';

export const snapshotRoutes = [
  defineRoute({
    method: 'GET',
    path: '/catalogue/snapshot',
    summary: 'The whole catalogue the browser mirrors; with the version it already holds, only {version, unchanged: true}',
    access: 'user',
    query: z.object({ version: text(64).optional() }),
    handler: async ({ db, query }) => {
      const snapshot = await loadCatalogue(db);
      if (query.version && query.version === snapshot.version) return { version: snapshot.version, unchanged: true };
      return { version: snapshot.version, unchanged: false, snapshot };
    },
  }),
];
