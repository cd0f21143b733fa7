import type { SnapshotAnswer } from '@/domain/catalogue/contract';
import { calls as EP } from '@/domain/catalogue/calls';
import { defineRoute } from '../../http/route';
import { loadCatalogue } from './snapshot';

export const snapshotRoutes = [
  defineRoute(EP.catalogueSnapshot, {
    summary: 'The whole catalogue the browser mirrors; with the version it already holds, only {version, unchanged: true}',
    access: 'user',
    handler: async ({ db, query }): Promise<SnapshotAnswer> => {
      const snapshot = await loadCatalogue(db);
      if (query.version && query.version === snapshot.version) return { version: snapshot.version, unchanged: true };
      return { version: snapshot.version, unchanged: false, snapshot };
    },
  }),
];
