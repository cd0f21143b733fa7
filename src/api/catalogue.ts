/**
 * The catalogue snapshot call, apart from the mirror that keeps its answer (src/db/catalogue-mirror.ts
 * takes it as a function): sends the version the device holds, answered `unchanged` or with the whole
 * snapshot. Its endpoint is written out without the schemas, as the first screens' calls are.
 */
import { catalogueSnapshot } from '@/domain/catalogue/snapshot-endpoint';
import { call } from './http';

export const getCatalogueSnapshot = (version: string | undefined) => call(catalogueSnapshot, version ? { version } : {});
