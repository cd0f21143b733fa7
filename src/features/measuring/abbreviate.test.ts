import { describe, expect, it } from 'vitest';
import { abbreviate } from './abbreviate';

describe('abbreviate (task list names and parts)', () => {
  it('shows up to two names in full', () => {
    expect(abbreviate(['张三'])).toEqual({ shown: ['张三'], total: 1, abbreviated: false });
    expect(abbreviate(['张三', '李四'])).toEqual({ shown: ['张三', '李四'], total: 2, abbreviated: false });
  });
  it('abbreviates after two, keeping the total for "N people"', () => {
    expect(abbreviate(['a', 'b', 'c', 'd'])).toEqual({ shown: ['a', 'b'], total: 4, abbreviated: true });
  });
});
