/**
 * The budget of the first screen (issue 17), on the build the browser tests serve: what /login
 * downloads before it renders stays under LOGIN_BUDGET_KB gzip and carries none of three.js,
 * xlsx, zod, Dexie or the sync engine. The goal is 150 KB; each cut that lands lowers this
 * budget to just above the new size, so a change that grows the first screen has to say why.
 */
import { describe, expect, inject, it } from 'vitest';
import { firstDownload, heavyFiles } from '../../bench/first-download';

const LOGIN_BUDGET_KB = 250;

describe('the first download', () => {
  it(`keeps /login under ${LOGIN_BUDGET_KB} KB gzip, without three.js, xlsx, zod, Dexie or the sync engine`, () => {
    const dist = inject('e2eDist');
    const download = firstDownload(dist, '/login');
    expect(download.files.length).toBeGreaterThan(0);
    expect(Math.round(download.gzipBytes / 1024)).toBeLessThanOrEqual(LOGIN_BUDGET_KB);
    expect(heavyFiles(dist, download)).toEqual({ 'three.js': [], xlsx: [], zod: [], Dexie: [], 'the sync engine': [] });
  });
});
