import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseOk } from '../helpers.js';

/** The class diagram layout goldens: each written for this project with the constructs of Mermaid's documentation examples (inheritance and notes, multiplicities, nested namespaces, every relation kind). */
const CASES = ['mermaid-class-kinds', 'mermaid-class-library', 'mermaid-class-namespaces', 'mermaid-class-vehicles'];

describe('the mermaid-class layout goldens', () => {
  for (const name of CASES) {
    it(`${name} lays out exactly what its source.mmd reads as (so the golden follows the reader)`, () => {
      const dir = `test/golden/layout/${name}`;
      const { scene } = parseOk(readFileSync(`${dir}/source.mmd`, 'utf8'));
      expect(scene).toEqual(JSON.parse(readFileSync(`${dir}/input.json`, 'utf8')));
    });
  }
});
