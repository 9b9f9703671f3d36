import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseOk } from '../helpers.js';

const DIR = 'test/golden/layout/mermaid-sequence';

describe('the mermaid-sequence layout golden', () => {
  it('lays out exactly what its source.mmd reads as (so the golden follows the reader)', () => {
    const { scene } = parseOk(readFileSync(`${DIR}/source.mmd`, 'utf8'));
    expect(scene).toEqual(JSON.parse(readFileSync(`${DIR}/input.json`, 'utf8')));
  });
});
