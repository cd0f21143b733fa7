import { describe, expect, it } from 'vitest';
import { addCode, moveCode, remainingCodes, removeCode } from './module-list-edit';

describe('home module list edits', () => {
  it('removes a module', () => {
    expect(removeCode(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
  });

  it('adds a module at the end, never twice', () => {
    expect(addCode(['a'], 'b')).toEqual(['a', 'b']);
    expect(addCode(['a', 'b'], 'a')).toEqual(['a', 'b']);
  });

  it('moves a module to the position of another', () => {
    expect(moveCode(['a', 'b', 'c', 'd'], 'a', 'c')).toEqual(['b', 'c', 'a', 'd']);
    expect(moveCode(['a', 'b', 'c', 'd'], 'd', 'b')).toEqual(['a', 'd', 'b', 'c']);
  });

  it('lists the role modules not yet placed, in role order', () => {
    expect(remainingCodes(['a', 'b', 'c', 'd'], ['c', 'a'])).toEqual(['b', 'd']);
  });
});
