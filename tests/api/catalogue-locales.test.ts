import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const load = (lang: string, ns: string) => JSON.parse(readFileSync(path.join(root, 'locales', lang, `${ns}.json`), 'utf8')) as Record<string, unknown>;
const keys = (obj: Record<string, unknown>, prefix = ''): string[] =>
  Object.entries(obj).flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v as Record<string, unknown>, `${prefix}${k}.`) : [`${prefix}${k}`]));

function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(path.join(dir, e.name)) : e.name.endsWith('.ts') ? [readFileSync(path.join(root, dir, e.name), 'utf8')] : [],
  );
}

describe('rules and catalogue messages', () => {
  it.each(['rules', 'catalogue'])('has the same keys in Chinese and English (%s)', (ns) => {
    expect(keys(load('zh', ns)).sort()).toEqual(keys(load('en', ns)).sort());
  });

  it('has every rules key the code uses', () => {
    const used = new Set(
      [...sources('src/domain/rules'), ...sources('src/domain/catalogue'), ...sources('server/modules/catalogue')].flatMap((text) => [...text.matchAll(/'rules:([a-z_]+)'/g)].map((m) => m[1]!)),
    );
    const zh = load('zh', 'rules');
    for (const key of used) expect(zh[key], key).toBeTypeOf('string');
  });

  it('keeps the spec texts exactly', () => {
    const zh = load('zh', 'rules');
    expect(zh.tech_clash_edition).toBe('所选工艺{{name}}和当前版型存在冲突, 请重新选择!');
    expect(zh.tech_clash_chosen).toBe('所选工艺{{name}}和已选工艺{{chosen}}存在冲突, 请重新选择!');
    expect(zh.replace_clash).toBe('变更工艺和已选工艺存在冲突, 请重新选择!');
    expect(zh.measure_out_of_range).toBe('填写的量体数据超出范围, 请重新输入');
    expect(zh.phone_invalid).toBe('请正确填写手机号');
    expect(zh.height_not_number).toBe('身高请输入数字');
    expect(zh.common_style_deleted).toBe('删除常用款式成功');
  });
});
