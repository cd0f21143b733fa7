import {
  CATALOGUE_SNAPSHOT_PATH,
  type SnapshotAnswer,
  SnapshotAnswerSchema,
  SnapshotQuery,
} from '@/domain/catalogue/contract';
import { defineRoute } from '../../http/route';
import { loadCatalogue } from './snapshot';

export const snapshotRoutes = [
  defineRoute({
    method: 'GET',
    path: CATALOGUE_SNAPSHOT_PATH,
    summary: 'The whole catalogue the browser mirrors; with the version it already holds, only {version, unchanged: true}',
    access: 'user',
    response: SnapshotAnswerSchema,
    query: SnapshotQuery,
    handler: async ({ db, query }): Promise<SnapshotAnswer> => {
      const snapshot = await loadCatalogue(db);
      if (query.version && query.version === snapshot.version) return { version: snapshot.version, unchanged: true };
      return { version: snapshot.version, unchanged: false, snapshot };
    },
  }),
];
