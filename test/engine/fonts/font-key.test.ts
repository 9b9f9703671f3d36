import { describe, expect, it } from 'vitest';
import { fontKeyFor, fontWeightFor } from '../../../engine/fonts/index.js';

describe('fontKeyFor', () => {
  it.each([
    [undefined, 'sans'],
    ['Inter, sans-serif', 'sans'],
    ['Helvetica', 'sans'],
    ['Georgia, serif', 'sans'],
    ['JetBrains Mono', 'mono'],
    ['monospace', 'mono'],
    ['Fira Code, monospace', 'mono'],
    ['Courier New', 'mono'],
    ['Consolas', 'mono'],
    ['Menlo, monospace', 'mono'],
    ['Comic Neue', 'hand'],
    ['Comic Sans MS, cursive', 'hand'],
    ['Patrick Hand', 'hand'],
    ['Permanent Marker', 'hand'],
    ['sketch', 'hand'],
    ['Unknown Family, monospace', 'mono'],
    ['Arial, Comic Neue', 'sans'],
    ['Wingdings', 'sans'],
  ] as const)('maps %j to %s', (family, key) => {
    expect(fontKeyFor(family)).toBe(key);
  });
});

describe('fontWeightFor', () => {
  it('draws 600 and heavier with the bold face', () => {
    const weights: Array<'normal' | 'bold' | number | undefined> = [undefined, 'normal', 'bold', 100, 500, 600, 900];
    expect(weights.map((w) => fontWeightFor(w))).toEqual([
      'normal', 'normal', 'bold', 'normal', 'normal', 'bold', 'bold',
    ]);
  });
});
