import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const load = (lang: string) => JSON.parse(readFileSync(path.join(root, 'locales', lang, 'measuring.json'), 'utf8')) as Record<string, unknown>;
const keys = (obj: Record<string, unknown>, prefix = ''): string[] =>
  Object.entries(obj).flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v as Record<string, unknown>, `${prefix}${k}.`) : [`${prefix}${k}`]));
const sources = (dir: string): string[] =>
  readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(path.join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [readFileSync(path.join(root, dir, e.name), 'utf8')] : [],
  );

describe('measuring messages', () => {
  it('has the same keys in Chinese and English', () => {
    expect(keys(load('zh')).sort()).toEqual(keys(load('en')).sort());
  });

  it('has every key the server and the screens use', () => {
    const all = new Set(keys(load('zh')));
    const server = sources('server/modules/measuring').flatMap((text) => [...text.matchAll(/'measuring:([a-z_]+)'/g)].map((m) => m[1]!));
    const screens = sources('src/features/measuring').flatMap((text) => [...text.matchAll(/t\('(ui\.[A-Za-z_.]+)'/g)].map((m) => m[1]!));
    for (const key of [...server, ...screens]) expect(all.has(key), key).toBe(true);
  });

  it('keeps the spec texts exactly', () => {
    const zh = load('zh') as Record<string, string>;
    expect(zh.offline_search).toBe('离线状态下不可搜索！');
    expect(zh.offline_export).toBe('离线状态下不可导出！');
    expect(zh.offline_import).toBe('离线状态下不可导入！');
    expect(zh.submitted_all).toBe('已经全部成功提交！');
    expect(zh.task_created).toBe('创建任务成功');
  });
});
