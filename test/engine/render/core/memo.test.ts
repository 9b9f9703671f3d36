import { describe, expect, it } from 'vitest';
import { boundedMemo, MEMO_KEY_LENGTH } from '../../../../engine/render/memo.js';

describe('boundedMemo', () => {
  it('computes each key once and gives back the same result, null included', () => {
    const calls: string[] = [];
    const memo = boundedMemo(8, (key: string) => {
      calls.push(key);
      return key === 'none' ? null : key.toUpperCase();
    });
    expect([memo('a'), memo('a'), memo('none'), memo('none')]).toEqual(['A', 'A', null, null]);
    expect(calls).toEqual(['a', 'none']);
  });

  it('keeps at most `limit` results, dropping the oldest first', () => {
    const calls: string[] = [];
    const memo = boundedMemo(2, (key: string) => {
      calls.push(key);
      return key.length;
    });
    for (const key of ['a', 'b', 'c', 'b', 'a']) memo(key);
    // 'c' pushed 'a' out; 'b' was still kept.
    expect(calls).toEqual(['a', 'b', 'c', 'a']);
  });

  it('never keeps a long key', () => {
    let calls = 0;
    const memo = boundedMemo(8, (key: string) => {
      calls += 1;
      return key.length;
    });
    const long = 'x'.repeat(MEMO_KEY_LENGTH + 1);
    expect([memo(long), memo(long)]).toEqual([long.length, long.length]);
    expect(calls).toBe(2);
  });
});
