/**
 * The offline rules and the server agree: the catalogue is mirrored into Dexie (fake-indexeddb)
 * through the snapshot endpoint, the rules API (workers/rules.api.ts, called directly) computes
 * from the mirror, and for random valid inputs its answers equal the server endpoints' results.
 */
import 'fake-indexeddb/auto';
import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import type { CatalogueSnapshot } from '@/domain/catalogue/types';
import { readMirroredCatalogue, refreshCatalogue } from '@/db/catalogue-mirror';
import type { SnapshotAnswer } from '@/domain/catalogue/contract';
import { PortalDb } from '@/db/db';
import { createRulesApi, type RulesApi } from '../../workers/rules.api';
import { translator } from '../../server/http/i18n';
import { eachDatabase } from '../support/api';

const zh = translator('zh');

eachDatabase('catalogue parity (worker rules vs server)', (s) => {
  let token = '';
  let rules: RulesApi;
  let snapshot: CatalogueSnapshot;
  const local = new PortalDb(`parity-${Math.random().toString(36).slice(2)}`);

  beforeAll(async () => {
    token = await s().login('13800000001');
    const fetch = async (version?: string) => (await s().call<SnapshotAnswer>('GET', '/catalogue/snapshot', { token, ...(version ? { query: { version } } : {}) })).body.result;
    expect((await refreshCatalogue(fetch, local)).changed).toBe(true);
    expect((await refreshCatalogue(fetch, local)).changed).toBe(false);
    rules = createRulesApi(() => readMirroredCatalogue(local));
    snapshot = (await readMirroredCatalogue(local))!;
  });

  const server = async (path: string, body: unknown) => {
    const res = await s().call('POST', path, { token, body });
    expect(res.body.errcode, JSON.stringify(res.body)).toBe(0);
    return res.body.result;
  };
  const value = <T>(r: { ok: true; value: T } | { ok: false; message: unknown }): T => {
    if (!r.ok) throw new Error(`refused: ${JSON.stringify(r.message)}`);
    return r.value;
  };

  it('mirrors the same catalogue version the server holds', async () => {
    expect(await rules.reload()).toBe(snapshot.version);
  });

  it('grades identically for random valid inputs', async () => {
    const rows = snapshot.grading_rules;
    const item = fc.record({
      rule: fc.constantFrom(...rows),
      wearing_style: fc.constantFrom(0, 1, 1, 2, 3, 4),
      tech_id: fc.constantFrom(null, 80, 81, 82),
      item2: fc.integer({ min: 70, max: 130 }),
      drop: fc.integer({ min: -4, max: 26 }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(item, { minLength: 1, maxLength: 8 }), async (items) => {
        const list = items.map((i) => ({
          cate_id: i.rule.category_id,
          item_id: i.rule.item_id,
          wearing_style: i.wearing_style,
          tech_id: i.tech_id,
          ...(i.rule.item_id === 2 ? { item2_value: i.item2, item3_value: i.item2 - i.drop } : {}),
        }));
        expect(await server('/fast_order/grading', { list })).toEqual(value(await rules.grade(list)));
      }),
      { numRuns: 40 },
    );
  });

  it('matches standard sizes identically for random valid inputs', async () => {
    const entry = fc.record({
      category: fc.constantFrom(...snapshot.categories),
      height: fc.integer({ min: 1400, max: 2000 }).map((x) => x / 10),
      fractions: fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 10, maxLength: 10 }),
      edition: fc.nat(),
      gender: fc.constantFrom(1, 2),
      // The person's chest and mid waist measured elsewhere, sent for the body type (or not sent).
      body: fc.option(fc.tuple(fc.integer({ min: 700, max: 1300 }), fc.integer({ min: -40, max: 260 })), { nil: null }),
    });
    await fc.assert(
      fc.asyncProperty(fc.uniqueArray(entry, { minLength: 1, maxLength: 4, selector: (e) => e.category.id }), async (entries) => {
        const list = entries.map((e) => {
          const items = snapshot.category_items.filter((i) => i.category_id === e.category.id);
          const editions = snapshot.editions.filter((x) => x.category_id === e.category.id);
          return {
            cate_id: e.category.id,
            height: e.height,
            gender_id: e.gender,
            edition_id: editions[e.edition % editions.length]!.id,
            item_array: items.map((i, k) => {
              const v = Math.round((i.min_value + (i.max_value - i.min_value) * (e.fractions[k] ?? 0.5)) * 10) / 10;
              return { item_id: i.item_id, item_value: v, item_net_value: Math.round(v * 0.9 * 10) / 10 };
            }),
            ...(e.body
              ? {
                  body_values: [
                    { item_id: 2, item_net_value: e.body[0] / 10 },
                    { item_id: 3, item_net_value: (e.body[0] - e.body[1]) / 10 },
                  ],
                }
              : {}),
          };
        });
        expect(await server('/fast_order/standard_size_match', { list })).toEqual(value(await rules.matchStandardSize(list)));
      }),
      { numRuns: 40 },
    );
  });

  it('recommends sizes identically for random valid inputs', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1300, max: 2100 }).map((x) => x / 10),
        fc.integer({ min: 300, max: 1500 }).map((x) => x / 10),
        fc.constantFrom(1, 2),
        fc.uniqueArray(fc.constantFrom(...snapshot.editions.map((e) => e.id)), { minLength: 1, maxLength: 6 }),
        fc.constantFrom(1, 2, 3, 4),
        async (height, weight, gender_id, edition_ids, wearing_style) => {
          const input = { height, weight, gender_id, edition_ids, wearing_style };
          expect(await server('/measuring.measuring_user/recommend_size', input)).toEqual(value(await rules.recommendSize(input)));
        },
      ),
      { numRuns: 40 },
    );
  });

  it('prices identically for random valid inputs', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...snapshot.categories), fc.constantFrom(1, 2, 3, 4), fc.array(fc.nat(), { maxLength: 10 }), async (category, process_id, picks) => {
        const techs = snapshot.techniques.filter((t) => t.category_id === category.id);
        const tech_ids = picks.map((p) => techs[p % techs.length]!.id);
        const input = { category_id: category.id, process_id, tech_ids };
        const answer = await server('/fast_order/price', input);
        const local = value(await rules.price(input));
        expect({ process_fen: answer.process_fen, techniques_fen: answer.techniques_fen, total_fen: answer.total_fen }).toEqual(local);
      }),
      { numRuns: 40 },
    );
  });

  it('applies technique choices identically for random valid inputs', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...snapshot.editions), fc.nat(), async (edition, pick) => {
        const techs = snapshot.techniques.filter((t) => t.category_id === edition.category_id && !t.is_special);
        const tech = techs[pick % techs.length]!;
        const body = { category_id: edition.category_id, edition_id: edition.id, tech_ids: edition.default_tech_result, tech_id: tech.id };
        const state = await rules.stateFromTechIds(edition.category_id, edition.id, edition.default_tech_result);
        const local = await rules.chooseTechnique(state, tech.id);
        const res = await s().call('POST', '/fast_order/choose_tech', { token, body, lang: 'zh' });
        if (local.ok) {
          expect(res.body.errcode).toBe(0);
          expect(res.body.result.choices).toEqual(local.value.choices);
          expect(res.body.result.specials).toEqual(local.value.specials);
        } else {
          expect(res.status).toBe(422);
          expect(res.body.message).toBe(zh(local.message.key, local.message.params ?? {}));
        }
      }),
      { numRuns: 40 },
    );
  });
});
