/**
 * The catalogue snapshot call, apart from the mirror that keeps its answer (src/db/catalogue-mirror.ts
 * takes it as a function): sends the version the device holds, answered `unchanged` or with the whole
 * snapshot. Imports the path without the schemas, as the first screens' calls do.
 */
import type { SnapshotAnswer } from '@/domain/catalogue/contract';
import { CATALOGUE_SNAPSHOT_PATH } from '@/domain/catalogue/paths';
import { apiGet } from './http';

export const getCatalogueSnapshot = (version: string | undefined) => apiGet<SnapshotAnswer>(CATALOGUE_SNAPSHOT_PATH, version ? { version } : {});
