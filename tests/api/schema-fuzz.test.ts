/**
 * A few inputs of the schema fuzz (scripts/schema-fuzz.ts; `npm run fuzz` sends 90 of each) for
 * every operation of the OpenAPI document, as the seller, the measurer and an anonymous caller:
 * no answer is a 5xx, and every status an operation answers is one its document lists.
 */
import { expect, it } from 'vitest';
import { fuzzApi } from '../../scripts/schema-fuzz';
import { eachDatabase } from '../support/api';

eachDatabase('the schema fuzz', (s) => {
  it('answers shaped and broken inputs of every operation below 500, each with a status its document lists', async () => {
    const anonymous = (await s().call('GET', '/token/get', { remoteAddress: '10.88.0.1' })).body.result.token as string;
    const callers = { seller: await s().login('13800000001'), measurer: await s().login('13800000004'), anonymous };
    const result = await fuzzApi(s().app, callers, { valid: 3, broken: 2 });
    expect(result.operations).toBeGreaterThan(200);
    expect(result.errors).toEqual([]);
    expect([...result.undocumented]).toEqual([]);
  }, 120_000);
});
