/**
 * The rules API answers the same through a real worker thread with a comlink round trip as when
 * called directly (results survive structured cloning; nothing depends on the main thread).
 */
import { Worker } from 'node:worker_threads';
import { wrap, type Remote } from 'comlink';
// @ts-expect-error -- comlink ships this adapter without a type entry for the .mjs path
import nodeEndpoint from 'comlink/dist/esm/node-adapter.mjs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { CatalogueSnapshot } from '@/domain/catalogue/types';
import { buildDemoCatalogue } from '../../server/seed/catalogue-data';
import { createRulesApi, type RulesApi } from '../../workers/rules.api';

const snapshot: CatalogueSnapshot = { version: 'test', ...buildDemoCatalogue() };
const direct = createRulesApi(async () => snapshot);
let worker: Worker;
let remote: Remote<RulesApi>;

beforeAll(async () => {
  const entry = new URL('../../bench/rules.node-worker.ts', import.meta.url).href;
  worker = new Worker(`import('tsx/esm/api').then(({ tsImport }) => tsImport(${JSON.stringify(entry)}, ${JSON.stringify(import.meta.url)}));`, { eval: true });
  remote = wrap<RulesApi>(nodeEndpoint(worker)) as Remote<RulesApi>;
  expect(await remote.useSnapshot(snapshot)).toBe('test');
});

afterAll(async () => {
  await worker.terminate();
});

it('grades, matches sizes, recommends and prices the same through the worker as directly', async () => {
  const grading = [{ cate_id: 1, item_id: 2, wearing_style: 3, tech_id: 82, item2_value: 100, item3_value: 92 }];
  expect(await remote.grade(grading)).toEqual(await direct.grade(grading));
  const match = [{ cate_id: 27, height: 163, item_array: [{ item_id: 8, item_value: 72, item_net_value: 70 }, { item_id: 9, item_value: 99 }] }];
  expect(await remote.matchStandardSize(match)).toEqual(await direct.matchStandardSize(match));
  const recommend = { height: 183, weight: 88, gender_id: 1, edition_ids: [1, 5, 11], wearing_style: 4 };
  expect(await remote.recommendSize(recommend)).toEqual(await direct.recommendSize(recommend));
  const price = { category_id: 5, process_id: 2, tech_ids: snapshot.editions[10]!.default_tech_result };
  expect(await remote.price(price)).toEqual(await direct.price(price));
});

it('runs the technique rules through the worker, refusals included', async () => {
  const edition = snapshot.editions[3]!;
  const state = await remote.stateFromTechIds(edition.category_id, edition.id, edition.default_tech_result);
  const refused = await remote.chooseTechnique(state, 106);
  expect(refused).toEqual({ ok: false, message: { key: 'rules:tech_clash_edition', params: { name: '青果领', name_en: 'Shawl collar' } } });
  const similar = await remote.similarTechniques(state, edition.default_tech_result[0]!);
  expect(similar.map((t) => t.tech_name)).toEqual(['双排六粒扣']);
});
