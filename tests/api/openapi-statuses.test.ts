import { expect, it } from 'vitest';
import { CONFERENCE_PATHS } from '../../src/domain/ordering-conference/paths';
import { API_PREFIX } from '../../server/http/route';
import { eachDatabase } from '../support/api';

type Doc = { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };

/** Every status an operation answers is one its OpenAPI document lists. */
eachDatabase('the OpenAPI document’s statuses', (s) => {
  const documented = async (method: string, path: string) => {
    const doc = (await s().app.inject({ method: 'GET', url: `${API_PREFIX}/openapi.json` })).json() as Doc;
    return Object.keys(doc.paths[API_PREFIX + path]![method.toLowerCase()]!.responses);
  };
  const token = async () => (await s().call('GET', '/token/get')).body.result.token as string;

  it('lists what a sign-in, a sign-out, a public order form and a sample tag answer', async () => {
    const wrong = await s().call('POST', '/index/login', { token: await token(), body: { mobilephone: '13800000001', password: 'not-it', captcha_code: '' } });
    expect(wrong.status).toBe(422);
    expect(await documented('POST', '/index/login')).toContain('422');

    // Any POST's body is read as JSON before the route runs, whether or not the route takes one.
    const malformed = await s().call('POST', '/index/logout', { token: await token(), raw: '{' });
    expect(malformed.status).toBe(400);
    expect(await documented('POST', '/index/logout')).toContain('400');

    const unknown = await s().call('GET', '/order_form/info', { token: await token(), query: { region_code: 'NOWHERE' } });
    expect(unknown.status).toBe(404);
    expect(await documented('GET', '/order_form/info')).toContain('404');
    expect(await documented('POST', '/order_form/submit')).toContain('404');

    // A sample tag whose key names no conference of that product.
    const tag = await s().call('GET', CONFERENCE_PATHS.tag, { token: await token(), query: { product_no: 'P01001', tag: '1.forged' } });
    expect(tag.status).toBe(404);
    expect(await documented('GET', CONFERENCE_PATHS.tag)).toContain('404');
  });
});
