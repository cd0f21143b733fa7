import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeIssue, fieldSentence, wireFieldLabel, type Translate } from './issues';

const SENTENCES: Record<string, string> = {
  'field.required': '{{field}}：必填',
  'field.unknown_id': '{{field}}: {{id}} does not exist',
  'import_missing_column': '缺少“{{field}}”列',
  'label.fabric_num': '面料号',
  'label.size': '尺码',
  'label.query.size': '每页条数',
};
const t: Translate = (key, params = {}) => {
  const sentence = SENTENCES[key];
  if (sentence === undefined) return (params.defaultValue as string | undefined) ?? key;
  return sentence.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name]));
};

describe('naming a refused field', () => {
  it('names a wire field by the label of its last named part, wherever it sits in the body', () => {
    expect(fieldSentence(t, 'field.required', { field: 'items.2.fabric_num' }, wireFieldLabel(t))).toBe('面料号：必填');
  });

  it('leaves out a field with no label instead of showing its wire name', () => {
    expect(fieldSentence(t, 'field.required', { field: 'Idempotency-Key' }, wireFieldLabel(t))).toBe('必填');
    expect(fieldSentence(t, 'field.unknown_id', { field: 'size_info.0.item.1.id', id: 7 }, wireFieldLabel(t))).toBe('7 does not exist');
  });

  it("names a query's size as the rows of a page, and a body's as a garment's size", () => {
    expect(fieldSentence(t, 'field.required', { field: 'size' }, wireFieldLabel(t, 'query'))).toBe('每页条数：必填');
    expect(fieldSentence(t, 'field.required', { field: 'overrides.0.size' }, wireFieldLabel(t, 'body'))).toBe('尺码：必填');
    expect(fieldSentence(t, 'field.required', { field: 'fabric_num' }, wireFieldLabel(t, 'query'))).toBe('面料号：必填');
  });

  it('keeps a field parameter that is already words (a sheet column)', () => {
    expect(fieldSentence(t, 'import_missing_column', { field: '姓名' }, wireFieldLabel(t))).toBe('缺少“姓名”列');
  });

  it('describes a schema issue with the label, or without the field', () => {
    const parsed = z.object({ fabric_num: z.string(), mystery: z.string() }).safeParse({});
    const issues = parsed.error!.issues;
    expect(issues.map((i) => describeIssue(i, t, 'body', {}, wireFieldLabel(t)))).toEqual([
      { field: 'fabric_num', message: '面料号：必填' },
      { field: 'mystery', message: '必填' },
    ]);
  });
});
