/**
 * The budget of the first screens, on the build the browser tests serve: what /login
 * downloads before it renders stays under 98 KB gzip and carries none of three.js, xlsx, zod,
 * Dexie, the sync engine, Mantine (sign-in is drawn with src/ui/light) or react-router's
 * development warnings; /home, the first screen after sign-in, stays under 150 KB, and draws
 * before Dexie and the engine arrive. A measuring task the tablet holds, which a measurer reopens by
 * its address, draws its list before the changes' schemas (zod) and its dialogs' code arrive; the
 * route's preparation, which asks for a task's first page before the screen's code, and its early
 * view, which draws that page meanwhile, bring none of zod, Dexie or Mantine (the shell's chunk) with them.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { downloadOf, firstDownload, heavyFiles } from '../../bench/first-download';
import { untilPrepared } from './support';

const LOGIN_BUDGET_KB = 98;
const HOME_BUDGET_KB = 150;
const MEASURING_TASK_BUDGET_KB = 295;

describe('the first download', () => {
  beforeAll(untilPrepared);

  it(`keeps /login under ${LOGIN_BUDGET_KB} KB gzip, without three.js, xlsx, zod, Dexie, the sync engine or Mantine`, () => {
    const dist = inject('e2eDist');
    const download = firstDownload(dist, '/login');
    expect(download.files.length).toBeGreaterThan(0);
    expect(Math.round(download.gzipBytes / 1024)).toBeLessThanOrEqual(LOGIN_BUDGET_KB);
    expect(heavyFiles(dist, download)).toEqual({ 'three.js': [], xlsx: [], zod: [], Dexie: [], 'the sync engine': [], Mantine: [], 'react-router warnings': [] });
  });

  it(`keeps /home under ${HOME_BUDGET_KB} KB gzip, without three.js, xlsx, zod, Dexie or the sync engine (the signed-in shell and home, before any module)`, () => {
    const dist = inject('e2eDist');
    const download = firstDownload(dist, '/home');
    // Not rounded: home sits within a tenth of a kilobyte of its goal (149.93 KB).
    expect(download.gzipBytes / 1024).toBeLessThanOrEqual(HOME_BUDGET_KB);
    // Home is drawn with Mantine.
    const { Mantine: _mantine, ...heavy } = heavyFiles(dist, download);
    expect(heavy).toEqual({ 'three.js': [], xlsx: [], zod: [], Dexie: [], 'the sync engine': [], 'react-router warnings': [] });
  });

  it(`keeps a measuring task's reopen under ${MEASURING_TASK_BUDGET_KB} KB gzip, without zod, three.js or xlsx (its dialogs and the changes' schemas come when used)`, () => {
    const dist = inject('e2eDist');
    const download = firstDownload(dist, '/home/measuringDetails');
    expect(Math.round(download.gzipBytes / 1024)).toBeLessThanOrEqual(MEASURING_TASK_BUDGET_KB);
    const heavy = heavyFiles(dist, download);
    expect({ 'three.js': heavy['three.js'], xlsx: heavy.xlsx, zod: heavy.zod }).toEqual({ 'three.js': [], xlsx: [], zod: [] });
  });

  it("loads a deep link's preparation of a task and its early view without zod, Dexie or Mantine: they ask for the first page and draw it before the screen's code", () => {
    const dist = inject('e2eDist');
    const download = downloadOf(dist, ['src/app/signed-in-routes.tsx', 'src/features/measuring/before-screen.ts']);
    const heavy = heavyFiles(dist, download);
    expect({ zod: heavy.zod, Dexie: heavy.Dexie, Mantine: heavy.Mantine }).toEqual({ zod: [], Dexie: [], Mantine: [] });
  });
});
