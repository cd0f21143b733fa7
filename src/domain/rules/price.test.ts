import { describe, expect, it } from 'vitest';
import { FIXTURE } from './fixture-catalogue';
import { garmentPrice, processPrice } from './price';

describe('garment price', () => {
  it('is the process price of the category plus the sum of technique prices, in fen', () => {
    expect(garmentPrice(FIXTURE, { category_id: 1, process_id: 1, tech_ids: [103, 112, 161] })).toEqual({
      ok: true,
      value: { process_fen: 380000, techniques_fen: 8000 + 5000 + 10000, total_fen: 403000 },
    });
  });

  it('ignores empty entries (non-positive ids)', () => {
    expect(garmentPrice(FIXTURE, { category_id: 1, process_id: 2, tech_ids: [-4, 0, 142] })).toMatchObject({ ok: true, value: { total_fen: 180000 + 12000 } });
  });

  it('refuses a process without a price for the category and techniques of other categories', () => {
    expect(processPrice(FIXTURE, 2, 2)).toBeUndefined();
    expect(garmentPrice(FIXTURE, { category_id: 2, process_id: 2, tech_ids: [] })).toMatchObject({ ok: false, message: { key: 'rules:unknown_process' } });
    expect(garmentPrice(FIXTURE, { category_id: 2, process_id: 1, tech_ids: [101] })).toMatchObject({ ok: false, message: { key: 'rules:unknown_tech', params: { index: 0, id: 101 } } });
  });
});
